/** The booking widget URL from the settings, only when it is an http(s) address (never `javascript:` and the like). */
export function safeWidgetUrl(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
