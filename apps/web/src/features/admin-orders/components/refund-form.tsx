import { REFUND_REASON_MAX_LENGTH, type RefundPreview } from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useErrorMessage } from '@/hooks/use-error-message';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format-date';
import { useRefundOrder } from '../api/change-admin-order';
import { dollarsToCents } from '../utils/dollars-to-cents';
import { ConfirmRefundDialog } from './confirm-refund-dialog';

interface RefundFormProps {
  preview: RefundPreview;
  receiptNumber: string;
}

/** A full or partial refund with its reason, under the 30-day guarantee rule; confirmed in a dialog before it is sent. */
export const RefundForm = ({ preview, receiptNumber }: RefundFormProps) => {
  const { t, i18n } = useTranslation('admin-orders');
  const formatUsd = useFormatUsd();
  const refund = useRefundOrder(preview.kind, preview.orderId);
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [pendingCents, setPendingCents] = useState<number | null>(null);
  const { guarantee } = preview;
  const errorMessage = useErrorMessage();
  /** The server's words are English: every failure is told from its code, in the page's language. */
  const failureOf = (error: unknown) => {
    if (!(error instanceof ApiError)) return t('refund.failed');
    if (error.fields?.amountCents) return t('refund.errors.amount', { max: formatUsd(preview.refundableCents) });
    if (error.code === 'CONFLICT') return t('refund.errors.conflict');
    return errorMessage({ code: error.code });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = mode === 'full' ? preview.refundableCents : dollarsToCents(amount);
    const next = {
      amount:
        cents === null || cents < 1 || cents > preview.refundableCents
          ? t('refund.errors.amount', { max: formatUsd(preview.refundableCents) })
          : undefined,
      reason: reason.trim() ? undefined : t('refund.errors.reason'),
    };
    setErrors(next);
    if (!next.amount && !next.reason && cents !== null) setPendingCents(cents);
  };
  const confirm = () => {
    if (pendingCents === null) return;
    refund.mutate(
      { amountCents: mode === 'full' ? undefined : pendingCents, reason: reason.trim() },
      {
        onSettled: () => setPendingCents(null),
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="admin-order-refund-title">
      <h2 id="admin-order-refund-title" className="text-lg font-semibold text-slate-900">
        {t('refund.title')}
      </h2>
      <p className={guarantee.applies ? 'text-sm text-emerald-800' : 'text-sm text-amber-800'}>
        {guarantee.applies && guarantee.endsAt
          ? t('refund.guaranteeApplies', {
              days: guarantee.days,
              date: formatCalendarDate(guarantee.endsAt, i18n.language),
            })
          : t('refund.guaranteeOver', { days: guarantee.days })}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('refund.amountLabel')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="refund-mode" checked={mode === 'full'} onChange={() => setMode('full')} />
          {t('refund.full', { amount: formatUsd(preview.refundableCents) })}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="refund-mode" checked={mode === 'partial'} onChange={() => setMode('partial')} />
          {t('refund.partial')}
        </label>
      </fieldset>
      {mode === 'partial' ? (
        <FormField id="admin-order-refund-amount" label={t('refund.amountDollars')} required error={errors.amount}>
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            className="w-40"
          />
        </FormField>
      ) : errors.amount ? (
        <p className="text-sm text-red-700">{errors.amount}</p>
      ) : null}
      <FormField
        id="admin-order-refund-reason"
        label={t('refund.reason')}
        required
        error={errors.reason}
        hint={t('refund.reasonHint')}
      >
        <Textarea
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REFUND_REASON_MAX_LENGTH}
          rows={3}
        />
      </FormField>
      {refund.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failureOf(refund.error)}
        </p>
      ) : null}
      {refund.isSuccess ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {t('refund.done')}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="destructive">
          {t('refund.submit')}
        </Button>
      </div>
      {pendingCents !== null ? (
        <ConfirmRefundDialog
          amount={formatUsd(pendingCents)}
          receiptNumber={receiptNumber}
          isWorking={refund.isPending}
          onConfirm={confirm}
          onClose={() => setPendingCents(null)}
        />
      ) : null}
    </form>
  );
};
