import {
  CalendarClock,
  ClipboardList,
  ExternalLink as ExternalLinkIcon,
  GraduationCap,
  type LucideIcon,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/layouts/external-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { usePublicSettings } from '@/lib/public-settings';
import { OverviewCard } from './overview-card';

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-2 font-medium text-slate-800 hover:bg-slate-50 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-600';

/** `mirrored`: an arrow-like icon that points the other way in a right-to-left page. */
const Body = ({
  icon: Icon,
  mirrored = false,
  children,
}: {
  icon: LucideIcon;
  mirrored?: boolean;
  children: ReactNode;
}) => (
  <>
    <Icon aria-hidden="true" className={cn('size-4 shrink-0 text-primary-700', mirrored && 'rtl:-scale-x-100')} />
    {children}
  </>
);

/**
 * CRM login (external, new tab) with CRM access and a CRM address in the settings; the onboarding call for members
 * (spec §2); the university for everyone.
 */
export const QuickLinksCard = ({ hasCrmAccess }: { hasCrmAccess: boolean }) => {
  const { t } = useTranslation('dashboard');
  const { isMember } = useAuth();
  const { data: settings } = usePublicSettings();
  const crmUrl = hasCrmAccess ? (settings?.crmUrl ?? null) : null;
  return (
    <OverviewCard title={t('overview.quickLinks.title')} icon={Zap}>
      <ul className="-mx-2 grid gap-1">
        {crmUrl ? (
          <li>
            <ExternalLink href={crmUrl} className={linkClass}>
              <Body icon={ExternalLinkIcon} mirrored>
                {t('overview.quickLinks.crm')}
              </Body>
            </ExternalLink>
          </li>
        ) : null}
        {isMember ? (
          <li>
            <Link to={paths.scheduleOnboarding.getHref()} className={linkClass}>
              <Body icon={CalendarClock}>{t('overview.quickLinks.scheduleOnboarding')}</Body>
            </Link>
          </li>
        ) : null}
        {isMember ? (
          <li>
            <Link to={paths.onboardingForm.getHref()} className={linkClass}>
              <Body icon={ClipboardList}>{t('overview.quickLinks.onboardingForm')}</Body>
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.university.getHref()} className={linkClass}>
            <Body icon={GraduationCap}>{t('overview.quickLinks.university')}</Body>
          </Link>
        </li>
      </ul>
    </OverviewCard>
  );
};
