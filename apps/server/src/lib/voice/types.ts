import type { Db } from '../../db/client';

/** Where the browser that asks for a call reached us, so a local agent URL points back to the same place. */
export interface CallerOrigin {
  secure: boolean;
  host: string;
}

/**
 * Hands out the URL a browser opens with `Conversation.startSession({ signedUrl })`. `elevenlabs` asks ElevenLabs
 * for one (the API key never leaves the server); `local` signs a URL to our own demo agent (decision 009).
 */
export interface VoiceProvider {
  readonly name: 'elevenlabs' | 'local';
  createSignedUrl(db: Db, params: { voiceAgentId: string; origin: CallerOrigin }): Promise<string>;
}
