import type { WorkQueueItem } from '@receptiva/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenContext } from '@/components/ui/accessible-text';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useWorkStatusLabel } from '../utils/work-item-status';

/** The statuses an item may move to now, and the button that asks for one. */
export const WorkItemStatusForm = ({
  item,
  isBusy,
  onSubmit,
}: {
  item: WorkQueueItem;
  isBusy: boolean;
  onSubmit: (status: string) => void;
}) => {
  const { t } = useTranslation('staff-dashboard');
  const statusLabel = useWorkStatusLabel();
  const id = useId();
  const [chosen, setChosen] = useState<string>('');
  const options: readonly string[] = item.nextStatuses;
  if (options.length === 0) return null;
  const status = options.includes(chosen) ? chosen : options[0]!;
  const who = item.customerName || item.customerEmail;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(status);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('actions.statusFor', { name: who })}
      </label>
      <NativeSelect
        id={id}
        value={status}
        onChange={(event) => setChosen(event.target.value)}
        className="h-9 w-44 text-sm"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {statusLabel(item.kind, option)}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" variant="outline" size="sm" disabled={isBusy}>
        {t('actions.changeStatus')}
        <HiddenContext>{who}</HiddenContext>
      </Button>
    </form>
  );
};
