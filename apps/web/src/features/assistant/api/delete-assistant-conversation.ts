import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { assistantKeys } from './get-assistant-conversations';

export const deleteAssistantConversation = (conversationId: string) =>
  api.delete('/api/assistant/conversations/:conversationId', { param: { conversationId } });

export function useDeleteAssistantConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssistantConversation,
    onSuccess: (_result, conversationId) => {
      queryClient.removeQueries({ queryKey: assistantKeys.conversation(conversationId) });
      return queryClient.invalidateQueries({ queryKey: assistantKeys.conversations() });
    },
  });
}
