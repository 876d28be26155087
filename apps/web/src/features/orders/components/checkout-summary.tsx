import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { useFormatUsd } from '@/hooks/use-format-usd';
import { useOrderCheckout } from '../hooks/use-order-checkout';
import { CheckoutLine, type CheckoutLineData } from './checkout-line';

/** The totals a member sees before paying; the server prices the order again from the database. */
export function checkoutTotalsOf(lines: readonly CheckoutLineData[]) {
  const priced = lines.filter((line) => line.price !== null);
  const subtotalCents = priced.reduce((sum, line) => sum + line.price!.listPriceCents * line.quantity, 0);
  const totalCents = priced.reduce((sum, line) => sum + line.price!.memberPriceCents * line.quantity, 0);
  const totalItems = lines.reduce((sum, line) => sum + line.quantity, 0);
  return { subtotalCents, discountCents: subtotalCents - totalCents, totalCents, totalItems };
}

interface CheckoutSummaryProps {
  lines: readonly CheckoutLineData[];
  onRemove: (slug: string) => void;
}

/** /checkout for a member with a cart: every line at the member price, the totals, and Pay. */
export const CheckoutSummary = ({ lines, onRemove }: CheckoutSummaryProps) => {
  const { t } = useTranslation('orders');
  const formatUsd = useFormatUsd();
  const { pay, isPaying } = useOrderCheckout();
  const totals = checkoutTotalsOf(lines);
  const hasUnavailable = lines.some((line) => line.price === null);
  const rows: [label: string, value: string, strong?: boolean][] = [
    [t('checkout.subtotal'), formatUsd(totals.subtotalCents)],
    [t('checkout.discount'), `−${formatUsd(totals.discountCents)}`],
    [t('checkout.total'), formatUsd(totals.totalCents), true],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="checkout-items" className="rounded-2xl bg-white px-6 ring-1 ring-slate-200">
        <h2 id="checkout-items" className="pt-5 text-lg font-semibold text-slate-900">
          {t('checkout.itemsLabel')}
        </h2>
        <ul className="divide-y divide-slate-100">
          {lines.map((line) => (
            <li key={line.slug}>
              <CheckoutLine line={line} onRemove={onRemove} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="checkout-total" className="grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
        <h2 id="checkout-total" className="text-lg font-semibold text-slate-900">
          {t('checkout.totalItems', { count: totals.totalItems })}
        </h2>
        <dl className="grid gap-2">
          {rows.map(([label, value, strong]) => (
            <div
              key={label}
              className={
                strong
                  ? 'flex justify-between border-t border-slate-200 pt-3 text-lg font-bold'
                  : 'flex justify-between text-sm text-slate-700'
              }
            >
              <dt>{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {hasUnavailable ? (
          <p role="alert" className="text-sm text-red-700">
            {t('checkout.unavailableNote')}
          </p>
        ) : null}
        {/* `contents`: the form adds no box, so Pay keeps its place in the column. */}
        <form
          noValidate
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            void pay(
              lines.map((line) => ({ slug: line.slug, quantity: line.quantity })),
              totals.totalCents,
            );
          }}
        >
          <SubmitButton
            size="lg"
            isPending={isPaying}
            pendingLabel={t('checkout.paying')}
            icon={<Lock aria-hidden="true" />}
            disabled={hasUnavailable || lines.length === 0}
          >
            {t('checkout.pay', { amount: formatUsd(totals.totalCents) })}
          </SubmitButton>
        </form>
        <p className="text-xs text-slate-600">{t('checkout.secureNote')}</p>
        <Link
          to={paths.marketplace.getHref()}
          className="text-sm font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t('checkout.backToMarketplace')}
        </Link>
      </section>
    </div>
  );
};
