import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { usePublicSettings } from '@/lib/public-settings';
import { BrandMark, useBrandName } from './brand-mark';
import { BookDemoLink, CrmLoginLink, SignInLink, TryAiLiveLink } from './header-links';
import { LanguagePicker } from './language-picker';
import { MenuFlyout } from './menu-flyout';
import { MobileDrawer } from './mobile-drawer';

interface SiteHeaderProps {
  /** Focused pages (checkout, forms…): a back-to-home link instead of the navigation. */
  minimal?: boolean;
}

/** The sticky site header of spec §2. */
export const SiteHeader = ({ minimal = false }: SiteHeaderProps) => {
  const { t } = useTranslation('nav');
  const { user, me, loading } = useAuth();
  const { data: settings } = usePublicSettings();
  const brandName = useBrandName();
  // Spec §4/§6: signed-in users with CRM access (a team-only user whose every team row has CRM off has none).
  const crmUrl = me?.hasCrmAccess ? (settings?.crmUrl ?? null) : null;

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-slate-200/70 bg-white/85 backdrop-blur-lg supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-2 sm:px-6 lg:px-8">
        <Link
          to={paths.home.getHref()}
          className="me-auto flex min-w-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
        >
          <BrandMark />
          <span className="truncate">{brandName}</span>
        </Link>
        {minimal ? (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.home.getHref()}>
                <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
                <span className="sr-only sm:not-sr-only">{t('header.backToHome')}</span>
              </Link>
            </Button>
            <LanguagePicker />
          </>
        ) : (
          <nav aria-label={t('header.label')} className="flex items-center gap-1 lg:gap-2">
            <LanguagePicker />
            <TryAiLiveLink compact className="max-md:hidden" />
            <BookDemoLink className="max-md:hidden" />
            {loading ? null : user ? (
              crmUrl ? (
                <CrmLoginLink href={crmUrl} className="max-md:hidden" />
              ) : null
            ) : (
              <SignInLink />
            )}
            <MenuFlyout />
            <MobileDrawer />
          </nav>
        )}
      </div>
    </header>
  );
};
