import type { PublicSettings } from '@receptiva/shared';
import { Cookie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openConsentPreferences } from '@/lib/consent';
import { FIRST_PARTY_STORAGE } from '../content/site-storage';
import { THIRD_PARTY_TEXT } from '../content/third-party-text';
import { configuredThirdParties } from '../utils/configured-third-parties';
import { englishText } from './legal-text-blocks';

const itemClass = 'grid gap-1 rounded-lg border border-slate-200 bg-white p-4 print:border-slate-400';
const badgeClass = 'rounded-full px-2 py-0.5 text-xs font-medium';

/**
 * Part of the privacy policy (`/legal#cookies`): everything the site's own code keeps in the browser, then the third
 * parties the current settings enable, and the button that reopens the consent banner (as the footer's does).
 */
export const CookiesSection = ({ settings }: { settings: PublicSettings | undefined }) => {
  const { t } = useTranslation('legal');
  const thirdParties = settings ? configuredThirdParties(settings) : [];
  return (
    <section id="cookies" aria-labelledby="cookies-heading" className="grid gap-4">
      <h3 id="cookies-heading" className="text-lg font-semibold text-slate-900">
        {t('sections.cookies')}
      </h3>
      <p>{t('cookies.intro')}</p>
      <Button variant="outline" className="w-fit print:hidden" onClick={() => openConsentPreferences()}>
        <Cookie aria-hidden="true" />
        {t('cookies.openSettings')}
      </Button>

      <h4 className="font-semibold text-slate-900">{t('cookies.firstParty')}</h4>
      <ul className="grid gap-3" data-testid="first-party-storage">
        {FIRST_PARTY_STORAGE.map(({ name, kind, purpose }) => (
          <li key={name} className={itemClass}>
            <p className="flex flex-wrap items-center gap-2">
              <code dir="ltr" className="font-mono text-sm font-semibold text-slate-900">
                {name}
              </code>
              <span className={`${badgeClass} bg-slate-100 text-slate-700`}>{t(`cookies.kinds.${kind}`)}</span>
              <span className={`${badgeClass} bg-emerald-50 text-emerald-800`}>{t('cookies.necessary')}</span>
            </p>
            <p {...englishText} className="text-sm">
              {purpose}
            </p>
          </li>
        ))}
      </ul>

      <h4 className="font-semibold text-slate-900">{t('cookies.thirdParties')}</h4>
      {thirdParties.length === 0 ? (
        <p>{t('cookies.noThirdParties')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="third-parties">
          {thirdParties.map(({ key, host, needsConsent }) => (
            <li key={`${key} ${host}`} className={itemClass}>
              <p className="flex flex-wrap items-center gap-2">
                <span {...englishText} className="font-semibold text-slate-900">
                  {THIRD_PARTY_TEXT[key].name}
                </span>
                <span
                  className={`${badgeClass} ${needsConsent ? 'bg-amber-50 text-amber-900' : 'bg-sky-50 text-sky-900'}`}
                >
                  {needsConsent ? t('cookies.marketing') : t('cookies.onDemand')}
                </span>
              </p>
              <p className="text-sm text-slate-600">
                {t('cookies.loadsFrom')}{' '}
                <code dir="ltr" className="font-mono">
                  {host}
                </code>
              </p>
              <p {...englishText} className="text-sm">
                {THIRD_PARTY_TEXT[key].purpose}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
