import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** A link to another site: opens in a new tab without giving it access to this page, and says so to screen readers. */
export const ExternalLink = ({ children, ...props }: ComponentProps<'a'> & { href: string }) => {
  const { t } = useTranslation('nav');
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children} <span className="sr-only">{t('newTab')}</span>
    </a>
  );
};
