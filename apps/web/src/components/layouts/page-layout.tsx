import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PageLayoutProps {
  children: ReactNode;
  /** Focused pages: the header shows a back-to-home link instead of the navigation. */
  minimal?: boolean;
  /**
   * The newsletter sign-up in the footer; off where a page shows it itself (/blog), is about it (its confirmation),
   * or has one form that must not compete with another (/auth).
   */
  footerSignup?: boolean;
}

/** Header, a main landmark (with a skip link) and the footer, for every public and signed-in page. */
export const PageLayout = ({ children, minimal = false, footerSignup = true }: PageLayoutProps) => {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader minimal={minimal} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter showSignup={footerSignup} />
    </div>
  );
};
