import type { VoiceConversationRequest } from '@receptiva/shared';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * Spec §7: asks the server for a signed URL for one call with the agent. The answer is returned as it came: the
 * prechecks read `signedUrl` or `signed_url` from it.
 */
export const requestVoiceConversation = (voiceAgentId: string): Promise<unknown> =>
  api.post<unknown>(paths.api.voiceConversation, { agentId: voiceAgentId } satisfies VoiceConversationRequest);
