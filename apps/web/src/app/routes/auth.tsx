import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { AuthPitch, AuthPitchLine } from '@/features/auth/components/auth-pitch';
import { useSignedInRedirect } from '@/features/auth/hooks/use-signed-in-redirect';
import { usePublicSettings } from '@/lib/public-settings';

/**
 * /auth (spec §2): server-rendered in the visitor's language like the public pages, but not indexed (decision 008).
 * The sign-in form is the page's one form: no newsletter sign-up in its footer.
 */
export const AuthRoute = () => {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  useSignedInRedirect();
  return (
    <PageLayout footerSignup={false}>
      <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-primary-50/70 via-slate-50 to-slate-50 px-4 py-8 sm:items-center sm:py-14">
        <div className="grid w-full max-w-md gap-6 lg:max-w-5xl lg:grid-cols-2">
          <AuthPitchLine />
          <AuthPitch brandName={settings?.brandName || t('brandName')} />
          <AuthPanel />
        </div>
      </div>
    </PageLayout>
  );
};
