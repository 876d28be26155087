import type { AssistantConversation } from '@receptiva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assistantKeys } from './get-assistant-conversations';

export const getAssistantConversation = (
  conversationId: string,
  signal?: AbortSignal,
): Promise<AssistantConversation> =>
  api.get('/api/assistant/conversations/:conversationId', { param: { conversationId } }, { signal });

/** One conversation with its messages; idle without an id (a new conversation) or while `enabled` is false. */
export const useAssistantConversation = (conversationId: string | null, enabled = true) =>
  useQuery({
    queryKey: assistantKeys.conversation(conversationId ?? ''),
    queryFn: ({ signal }) => getAssistantConversation(conversationId!, signal),
    enabled: conversationId !== null && enabled,
  });
