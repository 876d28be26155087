import type { AdminDemoAgent } from '@receptiva/shared';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showNotice } from '@/lib/notifier';
import { useMoveAgent } from '../api/save-admin-agent';

/** Moves an agent one place earlier or later in the order /agents shows (the first is the home page's agent). */
export const AdminAgentMoveButtons = ({ agent }: { agent: AdminDemoAgent }) => {
  const { t } = useTranslation('agents-admin');
  const move = useMoveAgent();
  const go = (direction: 'up' | 'down') =>
    move.mutate(
      { agentId: agent.id, direction },
      { onError: () => showNotice('error', t('table.moveFailed'), { slot: 'agents-list' }) },
    );
  return (
    <span className="flex items-center gap-1">
      <span className="w-10 tabular-nums">{agent.sortOrder}</span>
      {(['up', 'down'] as const).map((direction) => {
        const label = t(direction === 'up' ? 'table.moveUp' : 'table.moveDown', { name: agent.name });
        const Icon = direction === 'up' ? ArrowUp : ArrowDown;
        return (
          <Button
            key={direction}
            type="button"
            variant="ghost"
            size="iconXs"
            disabled={move.isPending}
            onClick={() => go(direction)}
            aria-label={label}
            title={label}
          >
            <Icon aria-hidden="true" className="size-4" />
          </Button>
        );
      })}
    </span>
  );
};
