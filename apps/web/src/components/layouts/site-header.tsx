import { homePathFor } from '@receptiva/shared';
import { LayoutDashboard, LogIn, LogOut, PhoneCall, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { usePublicSettings } from '@/lib/public-settings';
import { LanguagePicker } from './language-picker';

/** Minimal site header: brand, language, and the account actions (the full navigation comes later). */
export const SiteHeader = () => {
  const { t } = useTranslation();
  const { user, role, loading, signOut } = useAuth();
  const { data: settings } = usePublicSettings();
  const [signingOut, setSigningOut] = useState(false);
  const brandName = settings?.brandName || t('brandName');
  const isAdmin = role === 'admin';

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home.getHref()}
          className="me-auto flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary-600 text-white">
            <PhoneCall aria-hidden="true" className="size-4" />
          </span>
          {brandName}
        </Link>
        <nav aria-label={t('header.navigation')} className="flex items-center gap-1 sm:gap-2">
          <LanguagePicker />
          {loading ? null : user ? (
            <>
              <Button asChild variant="secondary" size="sm">
                <Link to={homePathFor(role ?? 'user')}>
                  {isAdmin ? <ShieldCheck aria-hidden="true" /> : <LayoutDashboard aria-hidden="true" />}
                  <span className="sr-only sm:not-sr-only">
                    {isAdmin ? t('header.adminPanel') : t('header.dashboard')}
                  </span>
                </Link>
              </Button>
              <Button variant="ghost" size="sm" onClick={handleSignOut} disabled={signingOut}>
                <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
                <span className="sr-only sm:not-sr-only">
                  {signingOut ? t('header.signingOut') : t('header.signOut')}
                </span>
              </Button>
            </>
          ) : (
            <Button asChild size="sm">
              <Link to={paths.auth.getHref()}>
                <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
                {t('header.signIn')}
              </Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
};
