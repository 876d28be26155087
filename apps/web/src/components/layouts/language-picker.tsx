import { normalizeLanguage, SITE_LANGUAGES } from '@receptiva/shared';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FlagIcon } from '@/components/ui/flag-icon';

export const LanguagePicker = () => {
  const { t, i18n } = useTranslation();
  const currentCode = normalizeLanguage(i18n.language) ?? 'en';
  const current = SITE_LANGUAGES.find((l) => l.code === currentCode) ?? SITE_LANGUAGES[0];

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t('language.label')}: ${current.nativeName}`}>
          <FlagIcon country={current.flag} />
          <span className="hidden sm:inline">{current.nativeName}</span>
          <ChevronDown aria-hidden="true" className="text-slate-500" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current.code} onValueChange={(code) => void i18n.changeLanguage(code)}>
          {SITE_LANGUAGES.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code} lang={language.code}>
              <FlagIcon country={language.flag} />
              <span>{language.nativeName}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
