/** A base that no real link resolves to: a URL that keeps it was relative (a path on this site). */
const SITE = 'https://site.invalid';

export type SafeUrl = { href: string; isExternal: boolean };

/**
 * Whether a Markdown link may keep its `href`: web and e-mail links, and paths on this site. The check parses the
 * URL the way a browser will (WHATWG rules strip tabs and newlines, so `java\tscript:` is still `javascript:`), so
 * `javascript:`, `data:`, `vbscript:` and every other scheme stay inert. The href is returned as given: the caller
 * escapes it for the attribute, so the browser reads back exactly the string that was checked.
 */
export function safeLinkUrl(raw: string): SafeUrl | null {
  const href = decodeCharacterReferences(raw);
  const url = parse(href);
  if (!url) return null;
  if (url.origin === SITE) return { href, isExternal: false };
  if (url.protocol === 'mailto:') return { href, isExternal: false };
  if (url.protocol === 'http:' || url.protocol === 'https:') return { href, isExternal: true };
  return null;
}

/** An absolute https:// address with a host: what editors may give as an image (no mixed content, no other scheme). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Images load from http(s) addresses or from this site only. */
export function safeImageUrl(raw: string): string | null {
  const src = decodeCharacterReferences(raw);
  const url = parse(src);
  if (!url) return null;
  return url.origin === SITE || url.protocol === 'http:' || url.protocol === 'https:' ? src : null;
}

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  lpar: '(',
  rpar: ')',
};

/**
 * CommonMark reads character references in a link destination (`&#106;avascript:` is `javascript:`); marked leaves
 * them as written, so they are decoded here before the check, and the decoded URL is the one the link keeps.
 */
function decodeCharacterReferences(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_REFERENCES[body.toLowerCase()] ?? reference;
  });
}

function parse(value: string): URL | null {
  if (value.trim() === '') return null;
  try {
    return new URL(value, `${SITE}/blog/`);
  } catch {
    return null;
  }
}
