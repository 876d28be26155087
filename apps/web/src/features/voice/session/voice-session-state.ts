import type { Mode, Status } from '@elevenlabs/client';
import { UNRECOGNISED_SPEECH_TRANSCRIPT } from '@receptiva/shared';
import type { VoiceFailure } from './voice-failure';

export type VoiceStatus = Status;
export type VoiceMode = Mode;

export interface TranscriptEntry {
  id: number;
  role: 'agent' | 'user';
  text: string;
  /** The local agent heard speech it cannot transcribe: the UI shows a "(speaking)" label instead of the text. */
  isUnrecognisedSpeech: boolean;
}

/** How the last call ended: by the visitor, by the agent (close 1000), or by an error. */
export type VoiceEnding = 'user' | 'agent' | 'error';

/** Everything the dialog renders, as one immutable snapshot (spec §4 states). */
export interface VoiceSessionState {
  status: VoiceStatus;
  mode: VoiceMode;
  conversationId: string | null;
  isTextOnly: boolean;
  isMuted: boolean;
  /** Spec §4: once per agent response; a new response or audio event re-enables it. */
  canSendFeedback: boolean;
  transcript: TranscriptEntry[];
  /** Why the last start failed or the call was lost; cleared when a new call starts. */
  failure: VoiceFailure | null;
  ending: VoiceEnding | null;
}

export const INITIAL_VOICE_SESSION_STATE: VoiceSessionState = {
  status: 'disconnected',
  mode: 'listening',
  conversationId: null,
  isTextOnly: false,
  isMuted: false,
  canSendFeedback: false,
  transcript: [],
  failure: null,
  ending: null,
};

export const transcriptEntry = (id: number, role: TranscriptEntry['role'], text: string): TranscriptEntry => ({
  id,
  role,
  text,
  isUnrecognisedSpeech: role === 'user' && text.trim() === UNRECOGNISED_SPEECH_TRANSCRIPT,
});
