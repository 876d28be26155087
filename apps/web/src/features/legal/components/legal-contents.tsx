import { useTranslation } from 'react-i18next';
import { LEGAL_SECTIONS } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The table of contents. Plain fragment links: they work in the server's HTML before any script runs, and the
 * browser scrolls and moves the focus starting point itself.
 */
export const LegalContents = () => {
  const { t } = useTranslation('legal');
  return (
    <nav aria-labelledby="legal-contents-heading" className="print:hidden lg:sticky lg:top-24 lg:self-start">
      <h2 id="legal-contents-heading" className="text-sm font-semibold text-slate-900">
        {t('contentsLabel')}
      </h2>
      <ol className="mt-3 grid gap-1 border-s border-slate-200 text-sm">
        {LEGAL_SECTIONS.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className={cn(
                '-ms-px block border-s border-transparent py-1.5 text-slate-600 hover:border-primary-600 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600',
                // Cookies is part of the privacy policy.
                id === 'cookies' ? 'ps-7' : 'ps-4',
              )}
            >
              {t(`sections.${id}`)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
};
