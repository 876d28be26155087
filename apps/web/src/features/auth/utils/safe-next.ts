/** How long a `next` path may be; a longer one is not a link this site made. */
const MAX_NEXT_LENGTH = 2048;

/**
 * `?next=` of /auth, only when it is a path of this site: it starts with one "/" (not "//" or "/\", which browsers
 * read as another host) and holds no control character or space (a tab or newline is dropped by URL parsers, which
 * would turn "/\t/evil.example" into "//evil.example"). Anything else is ignored: null.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_NEXT_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return null;
  return raw;
}

/** The invitation page sends invitees here with their invited e-mail, which must then not change. */
export const isTeamInvitationPath = (next: string | null): boolean =>
  next !== null && /^\/team-invitation(?:[?#]|$)/.test(next);
