import type { AssistantConversationSummary } from '@receptiva/shared';
import { MessageSquarePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HiddenContext } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { showNotice } from '@/lib/notifier';
import { useDeleteAssistantConversation } from '../api/delete-assistant-conversation';

interface AssistantConversationListProps {
  conversations: AssistantConversationSummary[] | undefined;
  currentId: string | null;
  onOpen: (id: string | null) => void;
}

/** The person's earlier conversations: open one, start a new one, or delete one. */
export const AssistantConversationList = ({ conversations, currentId, onOpen }: AssistantConversationListProps) => {
  const { t } = useTranslation('assistant');
  const remove = useDeleteAssistantConversation();
  const deleteConversation = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => {
        if (id === currentId) onOpen(null);
        showNotice('success', t('history.deleted'));
      },
    });
  return (
    <nav aria-labelledby="assistant-history-heading" className="grid content-start gap-3">
      <h2 id="assistant-history-heading" className="text-sm font-semibold text-slate-900">
        {t('history.title')}
      </h2>
      <Button variant="outline" onClick={() => onOpen(null)}>
        <MessageSquarePlus aria-hidden="true" />
        {t('history.new')}
      </Button>
      {conversations === undefined ? <Spinner label={t('history.loading')} /> : null}
      {conversations?.length === 0 ? <p className="text-sm text-slate-600">{t('history.empty')}</p> : null}
      {conversations?.length ? (
        <ul className="grid gap-1">
          {conversations.map((conversation) => (
            <li key={conversation.id} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => onOpen(conversation.id)}
                aria-current={conversation.id === currentId ? 'true' : undefined}
                className={cn(
                  'min-w-0 flex-1 truncate rounded-md px-2 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  conversation.id === currentId && 'bg-primary-50 font-semibold text-primary-800',
                )}
              >
                <span dir="auto">{conversation.title}</span>
              </button>
              <Button
                variant="ghostMuted"
                size="sm"
                disabled={remove.isPending}
                onClick={() => deleteConversation(conversation.id)}
              >
                <Trash2 aria-hidden="true" />
                <span className="sr-only">
                  {t('history.delete')}
                  <HiddenContext>{conversation.title}</HiddenContext>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
};
