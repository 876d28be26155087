import type { MarketplaceViewer } from '@receptiva/shared';
import { BadgeCheck, LockOpen, PauseCircle, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

const TONES: Record<MarketplaceViewer, string> = {
  visitor: 'bg-primary-50 ring-primary-200',
  'non-member': 'bg-amber-50 ring-amber-200',
  'past-due': 'bg-amber-50 ring-amber-300',
  member: 'bg-emerald-50 ring-emerald-200',
};

/**
 * Spec §4 visitor states, honestly (decision 022): sign up to see prices; become a member (paying is the approval);
 * past due (prices shown, checkout paused until the payment goes through); welcome back with 50% off.
 */
export const MarketplaceBanner = ({ viewer }: { viewer: MarketplaceViewer }) => {
  const { t } = useTranslation('marketplace');
  const Icon =
    viewer === 'member'
      ? BadgeCheck
      : viewer === 'past-due'
        ? PauseCircle
        : viewer === 'non-member'
          ? Sparkles
          : LockOpen;
  return (
    <section
      aria-labelledby="marketplace-banner-title"
      data-viewer={viewer}
      className={cn('flex flex-col gap-4 rounded-2xl p-5 ring-1 sm:flex-row sm:items-center', TONES[viewer])}
    >
      <Icon aria-hidden="true" className="size-8 shrink-0 text-slate-800" />
      <div className="flex-1">
        <h2 id="marketplace-banner-title" className="font-semibold text-slate-900">
          {t(`banner.${viewer}.title`)}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t(`banner.${viewer}.text`)}</p>
      </div>
      {viewer === 'visitor' ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.auth.getHref()}>{t('banner.visitor.signUp')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.auth.getHref()}>{t('banner.visitor.signIn')}</Link>
          </Button>
        </div>
      ) : null}
      {viewer === 'non-member' ? (
        <Button asChild variant="outline">
          <Link to={paths.membershipPromo.getHref()}>{t('banner.non-member.action')}</Link>
        </Button>
      ) : null}
      {viewer === 'past-due' ? (
        <Button asChild>
          <Link to={paths.dashboardBilling.getHref()}>{t('banner.past-due.action')}</Link>
        </Button>
      ) : null}
    </section>
  );
};
