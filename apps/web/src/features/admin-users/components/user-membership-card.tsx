import type { AdminUserDetail } from '@receptiva/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useFormatUsd } from '@/hooks/use-format-usd';
import type { AdminUserChange } from '../api/change-admin-user';

interface UserMembershipCardProps {
  user: AdminUserDetail;
  onChange: (change: AdminUserChange) => void;
}

const USABLE = new Set(['active', 'past_due', 'cancelled']);

/** The membership's state and orders; grant one with a reason when none is usable, cancel an admin's grant. */
export const UserMembershipCard = ({ user, onChange }: UserMembershipCardProps) => {
  const { t } = useTranslation('admin-users');
  const formatUsd = useFormatUsd();
  const [reason, setReason] = useState('');
  const { membership } = user;
  const grantedReason = membership.orders.find((order) => order.id === membership.grantedOrderId)?.reason;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 3) onChange({ kind: 'grantMembership', reason: reason.trim() });
  };
  return (
    <section aria-labelledby="user-membership" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="user-membership" className="text-lg font-semibold text-slate-900">
        {t('membershipCard.title')}
      </h2>
      <p className="text-slate-700">
        {t('membershipCard.state', { state: t(`membershipStates.${membership.state}`) })}
      </p>
      {membership.orders.length > 0 ? (
        <ul className="grid gap-1 text-sm text-slate-600">
          {membership.orders.map((order) => (
            <li key={order.id}>
              {t('membershipCard.orderLine', {
                plan: order.planName,
                amount: formatUsd(order.amountCents),
                status: order.status,
                provider: order.provider,
              })}
            </li>
          ))}
        </ul>
      ) : null}
      {membership.grantedOrderId ? (
        <div className="grid gap-2">
          {grantedReason ? (
            <p className="text-sm text-slate-600">{t('membershipCard.granted', { reason: grantedReason })}</p>
          ) : null}
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => onChange({ kind: 'cancelMembership' })}
          >
            {t('membershipCard.cancel')}
          </Button>
        </div>
      ) : null}
      {USABLE.has(membership.state) ? null : (
        <form onSubmit={submit} className="grid gap-2">
          <Label htmlFor="grant-reason">{t('membershipCard.reason')}</Label>
          <Textarea
            id="grant-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('membershipCard.reasonHint')}
            minLength={3}
            maxLength={500}
            required
            rows={2}
          />
          <Button type="submit" className="justify-self-start">
            {t('membershipCard.grant')}
          </Button>
        </form>
      )}
    </section>
  );
};
