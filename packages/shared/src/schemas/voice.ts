import { z } from 'zod';

/**
 * The live voice demo's contract between the web app and the server (issue 4). The browser talks to whatever URL
 * `POST /api/functions/voice-conversation` returns, with the official ElevenLabs SDK: ElevenLabs itself when the
 * server has an API key, otherwise the server's own local demo agent speaking the same protocol.
 */

/** A demo agent as `GET /api/demo-agents` lists it (active agents only, in display order). */
export const demoAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Shown on the /agents card and searched by its industry search. */
  industry: z.string(),
  description: z.string(),
  /** A CSS hex colour (`#0ea5e9`) for the card's accent. */
  color: z.string(),
  /** The voice provider's agent id: what `POST /api/functions/voice-conversation` takes as `agentId`. */
  voiceAgentId: z.string(),
  /** What the agent says first; the transcript can show it before the audio arrives. */
  firstMessage: z.string(),
  /** The language the agent speaks unless the caller picks another (a voice-language code, e.g. `en`). */
  defaultLanguage: z.string(),
});
export type DemoAgent = z.infer<typeof demoAgentSchema>;

/** `POST /api/functions/voice-conversation` body: the voice provider's agent id of an active demo agent. */
export const voiceConversationRequestSchema = z.object({
  agentId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'Use only letters, digits, underscores and hyphens.'),
});
export type VoiceConversationRequest = z.input<typeof voiceConversationRequestSchema>;

/** Tools the page implements for the agent (`clientTools` of `Conversation.startSession`). */
export const VOICE_CLIENT_TOOLS = {
  /** Opens the demo booking form; answer `client_tool_result` with a short text ("opened") or `is_error`. */
  openBookingForm: 'open_booking_form',
} as const;
export type VoiceClientToolName = (typeof VOICE_CLIENT_TOOLS)[keyof typeof VOICE_CLIENT_TOOLS];

/** Parameters of `open_booking_form`, to prefill the form. Both optional; treat anything else as absent. */
export const openBookingFormParametersSchema = z.object({
  /** The agent's industry, e.g. "Med spa". */
  businessType: z.string().max(120).optional(),
  /** A one-line summary of what the caller asked about. */
  message: z.string().max(2000).optional(),
});
export type OpenBookingFormParameters = z.infer<typeof openBookingFormParametersSchema>;

/**
 * The local demo agent has no speech recogniser: when it hears the caller speak (voice activity), it sends a
 * `user_transcript` with exactly this text. Show a translated "(speaking)" label for it instead of the text.
 * Typed messages (`user_message`) are echoed as their own text.
 */
export const UNRECOGNISED_SPEECH_TRANSCRIPT = '…';
