export type SameSite = 'Lax' | 'Strict' | 'None';

export interface CookieOptions {
  /** Lifetime in whole seconds (0 expires it now). */
  maxAgeSeconds?: number;
  expires?: Date;
  /** Defaults to '/'. */
  path?: string;
  /** Host-only when omitted. */
  domain?: string;
  sameSite?: SameSite;
  secure?: boolean;
}

/** Thrown by `setCookie` for an attribute the browser would silently misread (spec §5: "an exception is raised"). */
export class CookieOptionError extends Error {
  override readonly name = 'CookieOptionError';
}

// RFC 6265 cookie-name token: visible ASCII except separators.
const COOKIE_NAME = /^[!#$%&'*+.^`|~\w-]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is rejected.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const HOSTNAME_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/i;
const SAME_SITE_VALUES: readonly string[] = ['Lax', 'Strict', 'None'];

const isValidHostname = (value: string): boolean => {
  const host = value.startsWith('.') ? value.slice(1) : value;
  return host.length > 0 && host.length <= 253 && host.split('.').every((label) => HOSTNAME_LABEL.test(label));
};

/** Builds the `document.cookie` string, throwing `CookieOptionError` on any invalid attribute. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const { maxAgeSeconds, expires, path = '/', domain, sameSite, secure } = options;
  if (!COOKIE_NAME.test(name)) throw new CookieOptionError(`Invalid cookie name: ${JSON.stringify(name)}`);

  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (maxAgeSeconds !== undefined) {
    if (typeof maxAgeSeconds !== 'number' || !Number.isSafeInteger(maxAgeSeconds) || maxAgeSeconds < 0) {
      throw new CookieOptionError(`Invalid cookie max-age: ${String(maxAgeSeconds)}`);
    }
    parts.push(`max-age=${maxAgeSeconds}`);
  }
  if (expires !== undefined) {
    if (!(expires instanceof Date) || Number.isNaN(expires.getTime())) {
      throw new CookieOptionError(`Invalid cookie expiry: ${String(expires)}`);
    }
    parts.push(`expires=${expires.toUTCString()}`);
  }
  if (typeof path !== 'string' || !path.startsWith('/') || path.includes(';') || CONTROL_CHARACTERS.test(path)) {
    throw new CookieOptionError(`Invalid cookie path: ${JSON.stringify(path)}`);
  }
  parts.push(`path=${path}`);
  if (domain !== undefined) {
    if (typeof domain !== 'string' || !isValidHostname(domain)) {
      throw new CookieOptionError(`Invalid cookie domain: ${JSON.stringify(domain)}`);
    }
    parts.push(`domain=${domain}`);
  }
  if (sameSite !== undefined) {
    if (!SAME_SITE_VALUES.includes(sameSite)) {
      throw new CookieOptionError(`Invalid cookie same-site: ${JSON.stringify(sameSite)}`);
    }
    if (sameSite === 'None' && !secure) throw new CookieOptionError('SameSite=None requires a secure cookie');
    parts.push(`SameSite=${sameSite}`);
  }
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Writes a cookie; throws `CookieOptionError` on an invalid name, max-age, expiry, path, domain or same-site. */
export function setCookie(name: string, value: string, options?: CookieOptions): void {
  const cookie = serializeCookie(name, value, options);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in every supported browser.
  document.cookie = cookie;
}

/** The decoded value of a cookie, or null when it is absent (or not decodable). */
export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Expires a cookie; pass the path and domain it was written with. */
export function deleteCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  setCookie(name, '', { ...options, maxAgeSeconds: 0, expires: new Date(0) });
}
