import type { VoiceConversationRequest } from '@receptiva/shared';
import { api } from '@/lib/api-client';

/**
 * Spec §7: asks the server for a signed URL for one call with the agent. The answer is returned as it came: the
 * prechecks read `signedUrl` or `signed_url` from it.
 */
export const requestVoiceConversation = (voiceAgentId: string): Promise<unknown> =>
  api.post('/api/functions/voice-conversation', { json: { agentId: voiceAgentId } satisfies VoiceConversationRequest });
