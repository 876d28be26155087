import {
  FALLBACK_LANGUAGE,
  universityCatalogQuerySchema,
  universityCatalogSchema,
  universityProgressSchema,
  universityVideoParamsSchema,
  unwatchedVideoSchema,
  watchedVideoSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonResponse } from '../../api/json-content';
import { listUniversity } from './list-university.service';
import { getUniversityProgress, markVideoWatched, unmarkVideoWatched } from './progress.service';

const notFound = errorResponse('NOT_FOUND: no published video has this id');

const catalogRoute = defineRoute({
  method: 'get',
  path: '/',
  access: 'public',
  tags: ['university'],
  summary: 'University playlists',
  description:
    'The published playlists and their published videos, in order, with titles and descriptions in `lng` where translated (English otherwise). `q` narrows them to the videos that match every word of it, in those texts.',
  request: { query: universityCatalogQuerySchema },
  responses: { 200: jsonResponse(universityCatalogSchema, 'The playlists') },
});

const progressRoute = defineRoute({
  method: 'get',
  path: '/progress',
  access: 'session',
  tags: ['university'],
  summary: 'My watched videos',
  description: 'The videos the signed-in caller has marked watched, oldest first.',
  responses: { 200: jsonResponse(universityProgressSchema, 'The caller’s progress') },
});

const markRoute = defineRoute({
  method: 'put',
  path: '/progress/{videoId}',
  access: 'session',
  tags: ['university'],
  summary: 'Mark a video watched',
  description: 'Idempotent: marking it again keeps the time it was first watched.',
  request: { params: universityVideoParamsSchema },
  responses: { 200: jsonResponse(watchedVideoSchema, 'Watched'), 404: notFound },
});

const unmarkRoute = defineRoute({
  method: 'delete',
  path: '/progress/{videoId}',
  access: 'session',
  tags: ['university'],
  summary: 'Mark a video not watched',
  description: 'Idempotent.',
  request: { params: universityVideoParamsSchema },
  responses: { 200: jsonResponse(unwatchedVideoSchema, 'Not watched'), 404: notFound },
});

/** `/api/university`: the public playlists, read by everyone and server-rendered on /university. */
export const universityRoutes = createRouter().openapi(catalogRoute, async (c) => {
  const { lng, q } = c.req.valid('query');
  c.header('Cache-Control', 'no-cache');
  return c.json(await listUniversity(c.var.db, lng ?? FALLBACK_LANGUAGE, q), 200);
});

/** `/api/university/progress`: each signed-in person's own watched videos, never cached or shared. */
export const universityProgressRoutes = createRouter({ cacheControl: 'private, no-store' })
  .openapi(progressRoute, async (c) => c.json(await getUniversityProgress(c.var.db, c.var.session!.user.id), 200))
  .openapi(markRoute, async (c) =>
    c.json(await markVideoWatched(c.var.db, c.var.session!.user.id, c.req.valid('param').videoId), 200),
  )
  .openapi(unmarkRoute, async (c) =>
    c.json(await unmarkVideoWatched(c.var.db, c.var.session!.user.id, c.req.valid('param').videoId), 200),
  );
