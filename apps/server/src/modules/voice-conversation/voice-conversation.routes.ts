import { voiceConversationRequestSchema, voiceConversationResponseSchema } from '@receptiva/shared';
import { createRouter } from '../../api/create-router';
import { defineRoute } from '../../api/define-route';
import { errorResponse } from '../../api/error-responses';
import { jsonBody, jsonResponse } from '../../api/json-content';
import { consumeRateLimits } from '../../lib/rate-limit';
import { getActiveDemoAgent } from '../demo-agents/demo-agents.service';
import { callerOriginOf } from './caller-origin';

const createVoiceConversationRoute = defineRoute({
  method: 'post',
  path: '/',
  access: 'public',
  tags: ['voice demo'],
  summary: 'Start a voice demo call (spec §7)',
  description:
    '`{ agentId }` → `{ signedUrl }` for the browser’s voice SDK: from ElevenLabs, or for the local demo agent, whichever adapter is active. Single use; ask again for every call.',
  request: { body: jsonBody(voiceConversationRequestSchema) },
  responses: {
    200: jsonResponse(voiceConversationResponseSchema, 'A signed URL for one call'),
    404: errorResponse('NOT_FOUND: no active demo agent has this id'),
    429: errorResponse('RATE_LIMITED: too many calls from this address'),
    503: errorResponse('VOICE_UNAVAILABLE: the provider failed, or every local demo line is busy'),
  },
});

export const voiceConversationRoutes = createRouter().openapi(createVoiceConversationRoute, async (c) => {
  const { env, voiceProvider } = c.var.deps;
  const input = c.req.valid('json');
  await consumeRateLimits(c.var.db, [
    {
      key: `voice-conversation:ip:${c.var.clientIp}`,
      limit: env.VOICE_RATE_LIMIT_PER_IP,
      windowSeconds: env.VOICE_RATE_LIMIT_WINDOW_SECONDS,
    },
  ]);
  const agent = await getActiveDemoAgent(c.var.db, input.agentId);
  const signedUrl = await voiceProvider.createSignedUrl(c.var.db, {
    voiceAgentId: agent.voiceAgentId,
    origin: callerOriginOf(c),
  });
  c.header('Cache-Control', 'no-store');
  return c.json({ signedUrl }, 200);
});
