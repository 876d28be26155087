import { type VoiceConversationResponse, voiceConversationRequestSchema } from '@receptiva/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { consumeRateLimits } from '../../lib/rate-limit';
import { parseJsonBody, validateBody } from '../../lib/validation';
import { getActiveDemoAgent } from '../demo-agents/demo-agents.service';
import { callerOriginOf } from './caller-origin';

/**
 * `POST /api/functions/voice-conversation` (spec §7): `{ agentId }` → `{ signedUrl }` for the browser's voice SDK,
 * from ElevenLabs or for the local demo agent, whichever adapter is active.
 */
export const voiceConversationRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { env, voiceProvider } = c.var.deps;
  const input = validateBody(voiceConversationRequestSchema, parseJsonBody(await c.req.text()));
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
  const body: VoiceConversationResponse = { signedUrl };
  return c.json(body);
});
