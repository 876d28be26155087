/** Spec §9: the 14 site languages, English first (the fallback). `flag` is a bundled asset name (ISO 3166 alpha-2). */
export const SITE_LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flag: 'us' },
  { code: 'zh', name: 'Chinese', nativeName: '中文', flag: 'cn' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: 'in' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', flag: 'es' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: 'fr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: 'sa' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: 'br' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', flag: 'ru' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語', flag: 'jp' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', flag: 'de' },
  { code: 'ko', name: 'Korean', nativeName: '한국어', flag: 'kr' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', flag: 'it' },
  { code: 'he', name: 'Hebrew', nativeName: 'עברית', flag: 'il' },
  { code: 'fa', name: 'Persian', nativeName: 'فارسی', flag: 'ir' },
] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number]['code'];
export const SITE_LANGUAGE_CODES = SITE_LANGUAGES.map((l) => l.code) as SiteLanguage[];
export const FALLBACK_LANGUAGE: SiteLanguage = 'en';
export const RTL_LANGUAGES: readonly SiteLanguage[] = ['ar', 'he', 'fa'];

export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  typeof value === 'string' && (SITE_LANGUAGE_CODES as string[]).includes(value);

export const directionOf = (lng: string): 'rtl' | 'ltr' =>
  (RTL_LANGUAGES as readonly string[]).includes(lng.split('-')[0] ?? '') ? 'rtl' : 'ltr';

/** Spec §5: detected language values that look like injection attempts are rejected. */
const INJECTION_PATTERNS = [
  /<\s*\/?\s*script/i,
  /\bon\w+\s*=/i,
  /javascript\s*:/i,
  /vbscript\s*:/i,
  /expression\s*\(/i,
  /\beval\b/i,
  /\balert\b/i,
  /document\s*\.\s*(cookie|write)/i,
  /window\s*\.\s*location/i,
  /innerHTML/i,
];

export const looksLikeInjection = (value: string): boolean => INJECTION_PATTERNS.some((p) => p.test(value));

/** Maps a detected value ("pt-BR", "zh_CN") to a site language, or null when it is unusable or unsafe. */
export function normalizeLanguage(value: unknown): SiteLanguage | null {
  if (typeof value !== 'string' || value.length > 35 || looksLikeInjection(value)) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return isSiteLanguage(base) ? base : null;
}
