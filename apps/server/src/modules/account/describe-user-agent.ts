/** The first rule whose pattern matches names the browser: the order matters (Edge and Opera also say "Chrome"). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (rules: readonly [RegExp, string][], text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Chrome" and "Linux" from a user agent, for a person to recognise a session; null for what we cannot tell. */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
  const text = (userAgent ?? '').slice(0, 512);
  return { browser: firstMatch(BROWSERS, text), os: firstMatch(SYSTEMS, text) };
}
