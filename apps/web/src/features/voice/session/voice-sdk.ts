import type { PartialOptions } from '@elevenlabs/client';

/**
 * The part of the SDK's Conversation the session uses. The real one is `@elevenlabs/client` (load-voice-sdk.ts);
 * unit tests, where jsdom has no audio or WebSocket to the agent, pass a fake of exactly this boundary.
 */
export interface VoiceConversationHandle {
  getId(): string;
  endSession(): Promise<void>;
  setVolume(options: { volume: number }): void;
  sendUserMessage(text: string): void;
  sendFeedback(like: boolean): void;
}

export type VoiceSessionOptions = PartialOptions & { signedUrl: string };

export interface VoiceSdk {
  startSession(options: VoiceSessionOptions): Promise<VoiceConversationHandle>;
}
