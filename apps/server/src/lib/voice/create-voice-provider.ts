import type { Env } from '../../env';
import type { Logger } from '../logger';
import { createElevenLabsVoiceProvider } from './elevenlabs-provider';
import type { SessionRegistry } from './local-agent/session-registry';
import { createLocalVoiceProvider } from './local-provider';
import type { VoiceProvider } from './types';

/** ElevenLabs when `ELEVENLABS_API_KEY` is set, else the local demo agent. */
export function createVoiceProvider(
  env: Env,
  options: { secret: string; logger: Logger; sessions: SessionRegistry<{ shutdown(): void }> },
): VoiceProvider {
  if (env.ELEVENLABS_API_KEY) {
    return createElevenLabsVoiceProvider({
      apiKey: env.ELEVENLABS_API_KEY,
      baseUrl: env.ELEVENLABS_API_URL,
      logger: options.logger,
    });
  }
  return createLocalVoiceProvider({
    secret: options.secret,
    ttlSeconds: env.VOICE_SIGNED_URL_TTL_SECONDS,
    sessions: options.sessions,
  });
}
