// Response schemas (decision 014); the web imports only the types.
import { z } from 'zod';
import { demoAgentSchema } from '../schemas/voice';

/** `GET /api/demo-agents` answers 200 with this. */
export const demoAgentListSchema = z.object({ agents: z.array(demoAgentSchema) });
export type DemoAgentList = z.infer<typeof demoAgentListSchema>;

/**
 * `POST /api/functions/voice-conversation` answers 200 with this: pass it as `Conversation.startSession({ signedUrl })`.
 * It is single-use and expires (local agent: 5 minutes by default), so ask for a new one for every call.
 */
export const voiceConversationResponseSchema = z.object({ signedUrl: z.string() });
export type VoiceConversationResponse = z.infer<typeof voiceConversationResponseSchema>;

/** `POST /api/demo-bookings` answers 201 with this. */
export const demoBookingCreatedSchema = z.object({ id: z.string(), preferredAt: z.string() });
export type DemoBookingCreated = z.infer<typeof demoBookingCreatedSchema>;
