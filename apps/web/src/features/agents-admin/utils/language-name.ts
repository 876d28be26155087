/** A voice-language code's name in the page's language ("de" → "Deutsch" on a German page), or the code. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
