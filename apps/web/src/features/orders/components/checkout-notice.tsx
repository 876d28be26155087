import { LogIn, PauseCircle, ShoppingCart, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export type CheckoutNoticeKind = 'sign-in' | 'non-member' | 'past-due' | 'empty';

const NOTICES = {
  'sign-in': { key: 'signIn', icon: LogIn, href: paths.auth.getHref(), tone: 'bg-primary-50 ring-primary-200' },
  'non-member': {
    key: 'nonMember',
    icon: Sparkles,
    href: paths.membershipPromo.getHref(),
    tone: 'bg-amber-50 ring-amber-200',
  },
  'past-due': {
    key: 'pastDue',
    icon: PauseCircle,
    href: paths.dashboardBilling.getHref(),
    tone: 'bg-amber-50 ring-amber-300',
  },
  empty: { key: 'empty', icon: ShoppingCart, href: paths.marketplace.getHref(), tone: 'bg-slate-50 ring-slate-200' },
} as const;

/** Why there is nothing to pay here (signed out, no active membership, a past-due one, an empty cart), and where to go. */
export const CheckoutNotice = ({ kind }: { kind: CheckoutNoticeKind }) => {
  const { t } = useTranslation('orders');
  const { key, icon: Icon, href, tone } = NOTICES[kind];
  return (
    <section
      aria-labelledby="checkout-notice-title"
      data-notice={kind}
      className={cn('flex flex-col gap-4 rounded-2xl p-6 ring-1 sm:flex-row sm:items-center', tone)}
    >
      <Icon aria-hidden="true" className="size-8 shrink-0 text-slate-800" />
      <div className="flex-1">
        <h2 id="checkout-notice-title" className="font-semibold text-slate-900">
          {t(`checkout.${key}.title`)}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t(`checkout.${key}.text`)}</p>
      </div>
      <Link to={href} className={buttonClasses({ className: 'shrink-0' })}>
        {t(`checkout.${key}.action`)}
      </Link>
    </section>
  );
};
