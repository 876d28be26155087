import {
  blogListQuerySchema,
  blogPostListSchema,
  blogPostPageSchema,
  blogPostParamsSchema,
  blogPostQuerySchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonResponse } from '../../api/json-content';
import { AppError } from '../../lib/app-error';
import { findPublishedPost } from './get-published-post.service';
import { listPublishedPosts } from './list-published-posts.service';

const listRoute = defineRoute({
  method: 'get',
  path: '/posts',
  access: 'public',
  tags: ['blog'],
  summary: 'Published blog posts',
  description:
    'One page of published posts, newest first, each in `language` when translated and in English otherwise; optionally one category.',
  request: { query: blogListQuerySchema },
  responses: { 200: jsonResponse(blogPostListSchema, 'One page of posts') },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/posts/{slug}',
  access: 'public',
  tags: ['blog'],
  summary: 'One published blog post',
  description: 'The post in `language`, else English; its body as safe HTML; up to three posts of its category.',
  request: { params: blogPostParamsSchema, query: blogPostQuerySchema },
  responses: {
    200: jsonResponse(blogPostPageSchema, 'The post'),
    404: errorResponse('NOT_FOUND: no published post has this slug'),
  },
});

/** `/api/blog`: the public blog (issue 14). Revalidated on every use, so a post appears or goes the moment it changes. */
export const blogRoutes = createRouter({ cacheControl: 'no-cache' })
  .openapi(listRoute, async (c) => {
    const { language, category, page } = c.req.valid('query');
    return c.json(await listPublishedPosts(c.var.db, language, { category: category ?? null, page }), 200);
  })
  .openapi(getRoute, async (c) => {
    const post = await findPublishedPost(c.var.db, c.req.valid('query').language, c.req.valid('param').slug);
    if (!post) throw new AppError('NOT_FOUND', 'No published post has this address.');
    return c.json(post, 200);
  });
