import type { AssistantConversationList } from '@receptiva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const assistantKeys = {
  all: ['assistant'] as const,
  conversations: () => [...assistantKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...assistantKeys.all, 'conversation', id] as const,
};

export const getAssistantConversations = (signal?: AbortSignal): Promise<AssistantConversationList> =>
  api.get('/api/assistant/conversations', {}, { signal });

export const getAssistantConversationsQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.conversations(),
    queryFn: ({ signal }) => getAssistantConversations(signal),
  });

/** The signed-in person's conversations with the assistant, and which adapter answers. */
export const useAssistantConversations = (enabled = true) =>
  useQuery({ ...getAssistantConversationsQueryOptions(), enabled });
