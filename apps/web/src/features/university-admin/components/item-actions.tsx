import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { UniversityItemRef } from '../api/delete-university-item';
import { useMoveUniversityItem } from '../api/move-university-item';
import { notifyEditorFailure } from '../utils/notices';

interface ItemActionsProps {
  item: UniversityItemRef;
  title: string;
  isFirst: boolean;
  isLast: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Move up, Move down (saved at once), Edit and Delete for one playlist or video, each named after it. */
export const ItemActions = ({ item, title, isFirst, isLast, onEdit, onDelete }: ItemActionsProps) => {
  const { t } = useTranslation('university-admin');
  const move = useMoveUniversityItem();
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  // The row moves in the list, which can drop the focus: keep it on the pressed button, or on the other one once
  // the item has reached the end.
  const keepFocus = (direction: 'up' | 'down') =>
    requestAnimationFrame(() => {
      const [pressed, other] = direction === 'up' ? [upRef, downRef] : [downRef, upRef];
      (pressed.current?.disabled ? other.current : pressed.current)?.focus();
    });
  const moveTo = (direction: 'up' | 'down') =>
    move.mutate(
      { ...item, direction },
      {
        onError: (error) => notifyEditorFailure(t('notices.moveFailed'), 'Reordering the university', error),
        onSettled: () => keepFocus(direction),
      },
    );
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        ref={upRef}
        variant="ghost"
        size="iconSm"
        aria-label={t('actions.moveUp', { title })}
        disabled={isFirst || move.isPending}
        onClick={() => moveTo('up')}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        ref={downRef}
        variant="ghost"
        size="iconSm"
        aria-label={t('actions.moveDown', { title })}
        disabled={isLast || move.isPending}
        onClick={() => moveTo('down')}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="iconSm" aria-label={t('actions.edit', { title })} onClick={onEdit}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={t('actions.delete', { title })}
        className="text-red-700 hover:bg-red-50"
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
};
