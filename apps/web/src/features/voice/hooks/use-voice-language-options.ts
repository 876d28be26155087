import { VOICE_LANGUAGES, type VoiceLanguage } from '@receptiva/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface VoiceLanguageChoice {
  code: VoiceLanguage;
  flag: string;
  /** English name (spec §3). */
  name: string;
  /** The name in the visitor's site language, when the browser knows it (else the English name). */
  label: string;
  /** The language's name for itself ("Español"), when the browser knows it and it differs from `label`. */
  endonym: string | null;
}

const displayName = (locale: string, code: string): string | null => {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
};

const capitalise = (text: string, locale: string): string => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** Case- and accent-insensitive form used for searching ("Español" → "espanol"). */
export const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/** The ~60 voice languages with names in the site language and in their own, for the language step. */
export function useVoiceLanguageChoices(): VoiceLanguageChoice[] {
  const { i18n } = useTranslation();
  const siteLanguage = i18n.language;
  return useMemo(
    () =>
      VOICE_LANGUAGES.map(({ code, name, flag }) => {
        const label = siteLanguage === 'en' ? name : capitalise(displayName(siteLanguage, code) ?? name, siteLanguage);
        const own = displayName(code, code);
        const endonym = own ? capitalise(own, code) : null;
        return { code, flag, name, label, endonym: endonym && endonym !== label ? endonym : null };
      }),
    [siteLanguage],
  );
}

/** Languages whose code, English name, local name or own name contains the query. */
export function filterVoiceLanguages(choices: VoiceLanguageChoice[], query: string): VoiceLanguageChoice[] {
  const needle = searchable(query);
  if (!needle) return choices;
  return choices.filter((choice) =>
    [choice.code, choice.name, choice.label, choice.endonym ?? ''].some((text) => searchable(text).includes(needle)),
  );
}
