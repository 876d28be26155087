import { Cookie, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useIsHydrated } from '@/hooks/use-is-hydrated';
import { closeConsentPreferences, saveConsent, useConsent } from '@/lib/consent';
import { ConsentCategory } from './consent-category';

/**
 * The cookie-consent banner: bottom of the screen, non-blocking, shown until the visitor chooses, and again when the
 * footer's 'Cookie settings' calls openConsentPreferences(). Marketing scripts wait for 'Accept all' or a saved
 * preference with marketing on.
 */
export const ConsentBanner = () => {
  const { t } = useTranslation('consent');
  const { choice, preferencesOpen } = useConsent();
  const [expanded, setExpanded] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusPreferences = useRef(false);
  const id = useId();
  // The choice lives in localStorage: decided once the page is hydrated, so the server render never shows it.
  const isHydrated = useIsHydrated();
  const visible = isHydrated && (choice === null || preferencesOpen);

  useEffect(() => {
    // The 'Preferences' button gives way to the toggles: keep keyboard focus in the banner.
    if (!expanded || !focusPreferences.current) return;
    focusPreferences.current = false;
    document.getElementById(`${id}-marketing`)?.focus();
  }, [expanded, id]);

  useEffect(() => {
    if (!preferencesOpen) return;
    // Reopened from 'Cookie settings': show the current choice and move focus into the banner.
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setExpanded(true);
    setMarketing(choice?.marketing ?? false);
    headingRef.current?.focus();
  }, [preferencesOpen, choice?.marketing]);

  if (!visible) return null;

  const finish = (marketingAllowed: boolean) => {
    saveConsent({ marketing: marketingAllowed });
    setExpanded(false);
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  };
  const close = () => {
    closeConsentPreferences();
    setExpanded(false);
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && choice) close();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 mx-auto p-3 sm:max-w-xl sm:p-4 print:hidden"
    >
      <div className="pointer-events-auto max-h-[85dvh] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-2xl shadow-slate-900/15">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <Cookie aria-hidden="true" className="size-5" />
          </span>
          <h2
            id={`${id}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="me-auto self-center text-base font-semibold outline-none"
          >
            {t('title')}
          </h2>
          {choice ? (
            <Button variant="ghost" size="iconSm" className="-me-2 -mt-2" onClick={close} aria-label={t('close')}>
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <p className="mt-3 text-sm leading-relaxed text-slate-600">{t('description')}</p>
        <p className="mt-1 text-sm">
          <Link
            to={paths.legal.getHref('privacy')}
            className="font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800"
          >
            {t('privacyLink')}
          </Link>
        </p>
        {expanded ? (
          <div id={`${id}-preferences`} className="mt-4 grid gap-3">
            <ConsentCategory
              id={`${id}-necessary`}
              label={t('necessary.label')}
              description={t('necessary.description')}
              checked
              disabled
            />
            <ConsentCategory
              id={`${id}-marketing`}
              label={t('marketing.label')}
              description={t('marketing.description')}
              checked={marketing}
              onCheckedChange={setMarketing}
            />
          </div>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <Button grow onClick={() => finish(true)}>
            {t('acceptAll')}
          </Button>
          <Button variant="outline" grow onClick={() => finish(false)}>
            {t('necessaryOnly')}
          </Button>
          {expanded ? (
            <Button variant="secondary" grow onClick={() => finish(marketing)}>
              {t('savePreferences')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              grow
              onClick={() => {
                setMarketing(choice?.marketing ?? false);
                setExpanded(true);
                focusPreferences.current = true;
              }}
            >
              {t('preferences')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
};
