import {
  adminBlogListQuerySchema,
  adminBlogPostListSchema,
  adminBlogPostParamsSchema,
  adminBlogPostSchema,
  blogPostDeletedSchema,
  blogPostInputSchema,
} from '@receptiva/shared';
import type { Context } from 'hono';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import type { AppEnv } from '../../app-env';
import type { AuditActor } from '../../lib/audit/record-audit';
import { listAdminPosts } from './admin-list-posts.service';
import { setBlogPostStatus } from './blog-post-status.service';
import { deleteBlogPost } from './delete-blog-post.service';
import { getAdminPost } from './get-admin-post.service';
import { createBlogPost, updateBlogPost } from './save-blog-post.service';

const tags = ['staff: blog'];
const params = adminBlogPostParamsSchema;
const notFound = errorResponse('NOT_FOUND: no blog post has this id');
const slugTaken = errorResponse('SLUG_TAKEN (field `slug`): another post in this language has this address');
const post = (description: string) => jsonResponse(adminBlogPostSchema, description);

const listRoute = defineRoute({
  method: 'get',
  path: '/posts',
  access: 'staff',
  tags,
  summary: 'Every blog post',
  description: 'Drafts and published posts in every language: search in title and slug, status, sort, page.',
  request: { query: adminBlogListQuerySchema },
  responses: { 200: jsonResponse(adminBlogPostListSchema, 'One page of posts') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/posts/{postId}',
  access: 'staff',
  tags,
  summary: 'One blog post, for the editor',
  request: { params },
  responses: { 200: post('The post with its Markdown'), 404: notFound },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/posts',
  access: 'staff',
  tags,
  summary: 'Write a blog post',
  description: 'A new draft in one language. The same slug in another language is its translation.',
  request: { body: jsonBody(blogPostInputSchema) },
  responses: { 201: post('The draft'), 409: slugTaken },
});

const updateRoute = defineRoute({
  method: 'put',
  path: '/posts/{postId}',
  access: 'staff',
  tags,
  summary: 'Edit a blog post',
  description: 'Replaces every field but the status (publish and unpublish have their own routes).',
  request: { params, body: jsonBody(blogPostInputSchema) },
  responses: { 200: post('The post as it is now'), 404: notFound, 409: slugTaken },
});

const publishRoute = defineRoute({
  method: 'post',
  path: '/posts/{postId}/publish',
  access: 'staff',
  tags,
  summary: 'Publish a blog post',
  description: 'The post is public at /blog/{slug}, in the list, the sitemap and (in English) the RSS feed.',
  request: { params },
  responses: { 200: post('Published'), 404: notFound },
});

const unpublishRoute = defineRoute({
  method: 'post',
  path: '/posts/{postId}/unpublish',
  access: 'staff',
  tags,
  summary: 'Unpublish a blog post',
  description: 'Back to draft: /blog/{slug} answers 404 unless another language of it is published.',
  request: { params },
  responses: { 200: post('A draft again'), 404: notFound },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/posts/{postId}',
  access: 'staff',
  tags,
  summary: 'Delete a blog post',
  description: 'One language of a post; its other translations stay.',
  request: { params },
  responses: { 200: jsonResponse(blogPostDeletedSchema, 'Deleted'), 404: notFound },
});

/** The signed-in editor, as the audit trail names them. */
const actorOf = (c: Context<AppEnv>): AuditActor => {
  const user = c.var.session!.user;
  return { id: user.id, label: user.email };
};

/** `/api/staff/blog`: the blog editor of staff and admins (issue 14); every change is audited. */
export const staffBlogRoutes = createRouter({ cacheControl: 'no-store' })
  .openapi(listRoute, async (c) => c.json(await listAdminPosts(c.var.db, c.req.valid('query')), 200))
  .openapi(getRoute, async (c) => c.json(await getAdminPost(c.var.db, c.req.valid('param').postId), 200))
  .openapi(createRoute, async (c) => c.json(await createBlogPost(c.var.db, actorOf(c), c.req.valid('json')), 201))
  .openapi(updateRoute, async (c) =>
    c.json(await updateBlogPost(c.var.db, actorOf(c), c.req.valid('param').postId, c.req.valid('json')), 200),
  )
  .openapi(publishRoute, async (c) =>
    c.json(await setBlogPostStatus(c.var.db, actorOf(c), c.req.valid('param').postId, 'published'), 200),
  )
  .openapi(unpublishRoute, async (c) =>
    c.json(await setBlogPostStatus(c.var.db, actorOf(c), c.req.valid('param').postId, 'draft'), 200),
  )
  .openapi(deleteRoute, async (c) =>
    c.json(await deleteBlogPost(c.var.db, actorOf(c), c.req.valid('param').postId), 200),
  );
