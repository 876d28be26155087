import { AppError } from '../app-error';
import { localAgentUrl } from './local-agent/paths';
import type { SessionRegistry } from './local-agent/session-registry';
import { issueSessionToken } from './local-agent/session-token';
import type { VoiceProvider } from './types';

/** Offline default: a signed, expiring, single-use URL to the demo agent this server runs (decision 009). */
export function createLocalVoiceProvider(options: {
  secret: string;
  ttlSeconds: number;
  sessions: Pick<SessionRegistry<{ shutdown(): void }>, 'isFull'>;
}): VoiceProvider {
  return {
    name: 'local',
    async createSignedUrl(db, { voiceAgentId, origin }) {
      if (options.sessions.isFull) {
        throw new AppError('VOICE_UNAVAILABLE', 'Every demo line is busy. Please try again in a minute.', undefined, {
          'Retry-After': '30',
        });
      }
      const token = await issueSessionToken(db, {
        voiceAgentId,
        ttlSeconds: options.ttlSeconds,
        secret: options.secret,
      });
      return localAgentUrl(origin, token);
    },
  };
}
