import { AppError } from '../app-error';
import type { Logger } from '../logger';
import type { VoiceProvider } from './types';

const TIMEOUT_MS = 8000;

const unavailable = (retryAfterSeconds?: number) =>
  new AppError(
    'VOICE_UNAVAILABLE',
    'The voice demo is not available right now. Please try again in a minute.',
    undefined,
    retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined,
  );

/**
 * ElevenLabs Conversational AI: `GET /v1/convai/conversation/get-signed-url?agent_id=…` with the `xi-api-key`
 * header answers `{ signed_url }`. Any failure is logged with its reason for us and shown to the caller as
 * VOICE_UNAVAILABLE: the key, the status and the provider's message never reach the browser.
 */
export function createElevenLabsVoiceProvider(options: {
  apiKey: string;
  baseUrl: string;
  logger: Logger;
}): VoiceProvider {
  return {
    name: 'elevenlabs',
    async createSignedUrl(_db, { voiceAgentId }) {
      const url = new URL('/v1/convai/conversation/get-signed-url', options.baseUrl);
      url.searchParams.set('agent_id', voiceAgentId);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'xi-api-key': options.apiKey, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        options.logger.error('elevenlabs unreachable', { error, voiceAgentId });
        throw unavailable();
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        const level = response.status === 401 || response.status === 403 ? 'error' : 'warn';
        options.logger[level]('elevenlabs refused signed url', {
          status: response.status,
          voiceAgentId,
          body: text.slice(0, 300),
        });
        const retryAfter = Number(response.headers.get('retry-after'));
        throw unavailable(response.status === 429 && retryAfter > 0 ? Math.ceil(retryAfter) : undefined);
      }
      const signedUrl = parseSignedUrl(text);
      if (!signedUrl) {
        options.logger.error('elevenlabs answered without a signed url', { voiceAgentId, body: text.slice(0, 300) });
        throw unavailable();
      }
      return signedUrl;
    },
  };
}

function parseSignedUrl(text: string): string | null {
  try {
    const body = JSON.parse(text) as { signed_url?: unknown };
    const value = body.signed_url;
    return typeof value === 'string' && /^wss?:\/\//.test(value) ? value : null;
  } catch {
    return null;
  }
}
