import {
  adminUniversityCatalogSchema,
  adminUniversityPlaylistResultSchema,
  adminUniversityVideoResultSchema,
  createUniversityPlaylistSchema,
  createUniversityVideoSchema,
  removedSchema,
  universityMovedSchema,
  universityMoveSchema,
  universityPlaylistParamsSchema,
  universityVideoParamsSchema,
  updateUniversityPlaylistSchema,
  updateUniversityVideoSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import { listAdminUniversity } from './admin-catalog.service';
import { movePlaylist, moveVideo } from './move.service';
import { createPlaylist, deletePlaylist, updatePlaylist } from './playlists.service';
import { editorOf } from './university-audit';
import { createVideo, deleteVideo, updateVideo } from './videos.service';

const tags = ['admin: university'];
const playlistNotFound = errorResponse('NOT_FOUND: no playlist has this id');
const videoNotFound = errorResponse('NOT_FOUND: no video has this id');
const slugTaken = errorResponse('CONFLICT (field `slug`): another playlist uses this slug');
const playlistParams = universityPlaylistParamsSchema;
const videoParams = universityVideoParamsSchema;

const listRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'admin',
  tags,
  summary: 'Every playlist and video',
  description: 'Drafts included, in display order, with every translation.',
  responses: { 200: jsonResponse(adminUniversityCatalogSchema, 'The university as the editor sees it') },
});

const createPlaylistRoute = defineRoute({
  method: 'post',
  path: '/playlists',
  access: 'admin',
  tags,
  summary: 'Create a playlist',
  description: 'It comes last in the order. Audited.',
  request: { body: jsonBody(createUniversityPlaylistSchema) },
  responses: { 201: jsonResponse(adminUniversityPlaylistResultSchema, 'Created'), 409: slugTaken },
});

const updatePlaylistRoute = defineRoute({
  method: 'patch',
  path: '/playlists/{playlistId}',
  access: 'admin',
  tags,
  summary: 'Edit a playlist',
  description: 'Any of slug, texts, translations and the published flag. Audited with each field before and after.',
  request: { params: playlistParams, body: jsonBody(updateUniversityPlaylistSchema) },
  responses: {
    200: jsonResponse(adminUniversityPlaylistResultSchema, 'The playlist as it is now'),
    404: playlistNotFound,
    409: slugTaken,
  },
});

const deletePlaylistRoute = defineRoute({
  method: 'delete',
  path: '/playlists/{playlistId}',
  access: 'admin',
  tags,
  summary: 'Delete a playlist',
  description: 'With its videos and everyone’s progress on them. Audited.',
  request: { params: playlistParams },
  responses: { 200: jsonResponse(removedSchema, 'Deleted'), 404: playlistNotFound },
});

const movePlaylistRoute = defineRoute({
  method: 'post',
  path: '/playlists/{playlistId}/move',
  access: 'admin',
  tags,
  summary: 'Move a playlist up or down',
  description: 'One place; `moved` is false when it is already first (up) or last (down). Audited.',
  request: { params: playlistParams, body: jsonBody(universityMoveSchema) },
  responses: { 200: jsonResponse(universityMovedSchema, 'Moved'), 404: playlistNotFound },
});

const createVideoRoute = defineRoute({
  method: 'post',
  path: '/playlists/{playlistId}/videos',
  access: 'admin',
  tags,
  summary: 'Add a video to a playlist',
  description: 'A YouTube id (11 characters) or an https video URL; it comes last in the playlist. Audited.',
  request: { params: playlistParams, body: jsonBody(createUniversityVideoSchema) },
  responses: { 201: jsonResponse(adminUniversityVideoResultSchema, 'Created'), 404: playlistNotFound },
});

const updateVideoRoute = defineRoute({
  method: 'patch',
  path: '/videos/{videoId}',
  access: 'admin',
  tags,
  summary: 'Edit a video',
  description: 'Any of its fields; a new `playlistId` moves it to the end of that playlist. Audited.',
  request: { params: videoParams, body: jsonBody(updateUniversityVideoSchema) },
  responses: { 200: jsonResponse(adminUniversityVideoResultSchema, 'The video as it is now'), 404: videoNotFound },
});

const deleteVideoRoute = defineRoute({
  method: 'delete',
  path: '/videos/{videoId}',
  access: 'admin',
  tags,
  summary: 'Delete a video',
  description: 'With everyone’s progress on it. Audited.',
  request: { params: videoParams },
  responses: { 200: jsonResponse(removedSchema, 'Deleted'), 404: videoNotFound },
});

const moveVideoRoute = defineRoute({
  method: 'post',
  path: '/videos/{videoId}/move',
  access: 'admin',
  tags,
  summary: 'Move a video up or down',
  description: 'One place within its playlist; `moved` is false at either end. Audited.',
  request: { params: videoParams, body: jsonBody(universityMoveSchema) },
  responses: { 200: jsonResponse(universityMovedSchema, 'Moved'), 404: videoNotFound },
});

const editor = (c: Context<AppEnv>) => editorOf(c.var.session!.user);

/** `/api/admin/university`: the university editor (issue 14, admins only); every change is audited. */
export const adminUniversityRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listAdminUniversity(c.var.db), 200))
  .openapi(createPlaylistRoute, async (c) =>
    c.json({ playlist: await createPlaylist(c.var.db, editor(c), c.req.valid('json')) }, 201),
  )
  .openapi(updatePlaylistRoute, async (c) => {
    const { playlistId } = c.req.valid('param');
    return c.json({ playlist: await updatePlaylist(c.var.db, editor(c), playlistId, c.req.valid('json')) }, 200);
  })
  .openapi(deletePlaylistRoute, async (c) =>
    c.json(await deletePlaylist(c.var.db, editor(c), c.req.valid('param').playlistId), 200),
  )
  .openapi(movePlaylistRoute, async (c) => {
    const { playlistId } = c.req.valid('param');
    return c.json(await movePlaylist(c.var.db, editor(c), playlistId, c.req.valid('json').direction), 200);
  })
  .openapi(createVideoRoute, async (c) => {
    const { playlistId } = c.req.valid('param');
    return c.json({ video: await createVideo(c.var.db, editor(c), playlistId, c.req.valid('json')) }, 201);
  })
  .openapi(updateVideoRoute, async (c) => {
    const { videoId } = c.req.valid('param');
    return c.json({ video: await updateVideo(c.var.db, editor(c), videoId, c.req.valid('json')) }, 200);
  })
  .openapi(deleteVideoRoute, async (c) =>
    c.json(await deleteVideo(c.var.db, editor(c), c.req.valid('param').videoId), 200),
  )
  .openapi(moveVideoRoute, async (c) => {
    const { videoId } = c.req.valid('param');
    return c.json(await moveVideo(c.var.db, editor(c), videoId, c.req.valid('json').direction), 200);
  });
