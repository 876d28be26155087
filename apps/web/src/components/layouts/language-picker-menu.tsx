import { SITE_LANGUAGES } from '@receptiva/shared';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FlagIcon } from '@/components/ui/flag-icon';
import { LanguageButton, useCurrentLanguage } from './language-button';

/** The language menu: the 14 site languages with their flags; choosing one switches the page without a reload. */
export const LanguagePickerMenu = ({ defaultOpen = false }: { defaultOpen?: boolean }) => {
  const { t, i18n } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton />
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
