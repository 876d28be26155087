import {
  FULFILMENT_TARGETS,
  type FulfilmentTarget,
  ORDER_NOTE_MAX_LENGTH,
  type StaffOrderDetail,
} from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog, ModalDialogClose } from '@/components/ui/modal-dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useErrorMessage } from '@/hooks/use-error-message';
import { ApiError } from '@/lib/api-client';
import { useChangeFulfilment } from '../api/change-admin-order';

/** Moves a marketplace order to its next step (the staff route, which e-mails the customer); confirmed first. */
export const FulfilmentStatusForm = ({ order }: { order: StaffOrderDetail }) => {
  const { t } = useTranslation(['admin-orders', 'orders']);
  const errorMessage = useErrorMessage();
  const change = useChangeFulfilment(order.id);
  const targets = FULFILMENT_TARGETS.filter((status) => order.allowedTransitions.includes(status));
  const [status, setStatus] = useState<FulfilmentTarget | ''>('');
  const [note, setNote] = useState('');
  const [shareNote, setShareNote] = useState(false);
  const [asking, setAsking] = useState(false);
  if (targets.length === 0) return <p className="text-sm text-slate-600">{t('fulfilment.closed')}</p>;
  const chosen = status || targets[0]!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsking(true);
  };
  const confirm = () =>
    change.mutate(
      { status: chosen, note: note.trim(), shareNote },
      {
        onSettled: () => setAsking(false),
        onSuccess: () => {
          setNote('');
          setStatus('');
        },
      },
    );
  const label = t(`orders:fulfilment.step.${chosen}`);
  return (
    <form onSubmit={submit} className="grid gap-4" aria-labelledby="admin-order-fulfilment-title">
      <h2 id="admin-order-fulfilment-title" className="text-lg font-semibold text-slate-900">
        {t('fulfilment.title')}
      </h2>
      <FormField id="admin-order-fulfilment-status" label={t('fulfilment.next')}>
        <NativeSelect
          value={chosen}
          onChange={(event) => setStatus(event.target.value as FulfilmentTarget)}
          className="w-56"
        >
          {targets.map((target) => (
            <option key={target} value={target}>
              {t(`orders:fulfilment.step.${target}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="admin-order-fulfilment-note" label={t('fulfilment.note')}>
        <Textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          rows={2}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={shareNote} onChange={(event) => setShareNote(event.target.checked)} />
        {t('fulfilment.shareNote')}
      </label>
      {change.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {change.error instanceof ApiError ? errorMessage({ code: change.error.code }) : t('fulfilment.failed')}
        </p>
      ) : null}
      <div>
        <Button type="submit">{t('fulfilment.submit')}</Button>
      </div>
      {asking ? (
        <ModalDialog
          isOpen
          onOpenChange={(open) => !open && setAsking(false)}
          isBusy={change.isPending}
          title={t('fulfilment.confirm.title')}
          description={t('fulfilment.confirm.text', { status: label })}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <ModalDialogClose asChild>
              <Button variant="outline" disabled={change.isPending}>
                {t('fulfilment.confirm.cancel')}
              </Button>
            </ModalDialogClose>
            <Button
              variant={chosen === 'cancelled' ? 'destructive' : 'default'}
              onClick={confirm}
              disabled={change.isPending}
              aria-busy={change.isPending || undefined}
            >
              {t('fulfilment.confirm.confirm', { status: label })}
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </form>
  );
};
