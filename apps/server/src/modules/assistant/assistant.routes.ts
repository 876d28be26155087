import { z } from '@hono/zod-openapi';
import {
  assistantConversationDeletedSchema,
  assistantConversationListSchema,
  assistantConversationParamsSchema,
  assistantConversationSchema,
  assistantQuestionSchema,
} from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { accessOf } from '../../middlewares/request-access';
import { askAssistant } from './answer-question';
import { deleteConversation, getConversation, listConversations } from './conversations.service';

const notFound = errorResponse('NOT_FOUND: no conversation of the caller has this id');

const listRoute = defineRoute({
  method: 'get',
  path: '/conversations',
  access: 'assistant',
  tags: ['assistant'],
  summary: 'My assistant conversations',
  description: 'The caller’s own conversations with the AI assistant, most recent first, and which adapter answers.',
  responses: { 200: jsonResponse(assistantConversationListSchema, 'The conversations') },
});

const readRoute = defineRoute({
  method: 'get',
  path: '/conversations/{conversationId}',
  access: 'assistant',
  owned: 'assistant-conversation',
  tags: ['assistant'],
  summary: 'One of my assistant conversations',
  description: 'Its questions and answers in order, each answer with the sources it cites.',
  request: { params: assistantConversationParamsSchema },
  responses: { 200: jsonResponse(assistantConversationSchema, 'The conversation'), 404: notFound },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/conversations/{conversationId}',
  access: 'assistant',
  owned: 'assistant-conversation',
  tags: ['assistant'],
  summary: 'Delete one of my assistant conversations',
  description: 'Deletes it with all its messages.',
  request: { params: assistantConversationParamsSchema },
  responses: { 200: jsonResponse(assistantConversationDeletedSchema, 'Deleted'), 404: notFound },
});

const askRoute = defineRoute({
  method: 'post',
  path: '/messages',
  access: 'assistant',
  tags: ['assistant'],
  summary: 'Ask the AI assistant',
  description:
    'Answers from the site’s own knowledge (DIY guide, university, legal, FAQ, blog, the account) as a stream of JSON lines: `start` (conversation and question ids), `sources`, `delta` (text as it is written), then `done` or `error`. Rate-limited per user (`ASSISTANT_RATE_LIMIT_PER_HOUR`).',
  request: { body: jsonBody(assistantQuestionSchema) },
  responses: {
    200: {
      description: 'The answer, streamed',
      content: { 'application/x-ndjson': { schema: z.string() } },
    },
    404: notFound,
    429: errorResponse('RATE_LIMITED: too many questions this hour'),
    503: errorResponse('ASSISTANT_UNAVAILABLE: the configured model cannot answer now'),
  },
});

/** `/api/assistant`: the AI assistant (spec §6), for members and team members with AI access. */
export const assistantRoutes = createRouter({ cacheControl: 'private, no-store' })
  .openapi(listRoute, async (c) =>
    c.json(
      {
        conversations: await listConversations(c.var.db, c.var.session!.user.id),
        mode: c.var.deps.assistant.writer.name,
      },
      200,
    ),
  )
  .openapi(readRoute, async (c) =>
    c.json(await getConversation(c.var.db, c.var.session!.user.id, c.req.valid('param').conversationId), 200),
  )
  .openapi(deleteRoute, async (c) =>
    c.json(await deleteConversation(c.var.db, c.var.session!.user.id, c.req.valid('param').conversationId), 200),
  )
  .openapi(askRoute, async (c) => {
    const { question, conversationId, language } = c.req.valid('json');
    const access = await accessOf(c);
    const { deps } = c.var;
    const stream = await askAssistant(
      {
        db: c.var.db,
        writer: deps.assistant.writer,
        knowledge: deps.assistant.knowledge,
        ratePerHour: deps.env.ASSISTANT_RATE_LIMIT_PER_HOUR,
        logger: c.var.logger,
      },
      { userId: c.var.session!.user.id, isMember: access?.isMember ?? false, question, conversationId, language },
    );
    // A stream has no typed body: the declaration documents it, the web reads it with its own reader.
    return c.body(stream, 200, {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      // no-transform: a proxy or the compress middleware must not hold chunks back to gzip them.
      'Cache-Control': 'private, no-store, no-transform',
      'X-Accel-Buffering': 'no',
    }) as never;
  });
