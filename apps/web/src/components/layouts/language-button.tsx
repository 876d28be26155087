import { normalizeLanguage, SITE_LANGUAGES } from '@receptiva/shared';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/flag-icon';

export const useCurrentLanguage = () => {
  const { i18n } = useTranslation();
  const code = normalizeLanguage(i18n.language) ?? 'en';
  return SITE_LANGUAGES.find((language) => language.code === code) ?? SITE_LANGUAGES[0];
};

/** The language picker's trigger: the current language's flag and name. */
export const LanguageButton = (props: ComponentProps<typeof Button>) => {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`${t('language.label')}: ${current.nativeName}`}
      {...props}
    >
      <FlagIcon country={current.flag} />
      <span className="hidden sm:inline">{current.nativeName}</span>
      <ChevronDown aria-hidden="true" className="text-slate-500" />
    </Button>
  );
};
