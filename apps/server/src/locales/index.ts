import { FALLBACK_LANGUAGE, normalizeLanguage, type SiteLanguage } from '@receptiva/shared';
import ar from './ar/emails.json';
import de from './de/emails.json';
import en from './en/emails.json';
import es from './es/emails.json';
import fa from './fa/emails.json';
import fr from './fr/emails.json';
import he from './he/emails.json';
import hi from './hi/emails.json';
import it from './it/emails.json';
import ja from './ja/emails.json';
import ko from './ko/emails.json';
import pt from './pt/emails.json';
import ru from './ru/emails.json';
import zh from './zh/emails.json';

/** Partial: a key added in English is missing elsewhere until the translators fill it in (the catalog test says so). */
type Catalog = Partial<typeof en>;
export const EMAIL_CATALOGS: Record<SiteLanguage, Catalog> = { en, zh, hi, es, fr, ar, pt, ru, ja, de, ko, it, he, fa };

const lookup = (catalog: unknown, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
  return typeof value === 'string' ? value : undefined;
};

/** Translates an e-mail string, falling back to English for a missing key or an unknown language. */
export function translateEmail(
  locale: string | null | undefined,
  key: string,
  vars: Record<string, string> = {},
): string {
  const lng = normalizeLanguage(locale) ?? FALLBACK_LANGUAGE;
  const template = lookup(EMAIL_CATALOGS[lng], key) ?? lookup(EMAIL_CATALOGS.en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => vars[name] ?? '');
}
