/**
 * An offline grader of a response's security headers against the rules of decision 043. It parses the CSP itself
 * (directive → sources) and answers the list of broken rules: empty means the response passes.
 */
export interface HeaderExpectations {
  /** The only origins `connect-src` may name besides 'self' (scheme-only sources such as `wss:` always fail). */
  connectOrigins: string[];
  /** HSTS required (an https public URL) or forbidden (http). */
  https: boolean;
}

export type ParsedCsp = Map<string, string[]>;

export function parseCsp(header: string | null): ParsedCsp {
  const policy: ParsedCsp = new Map();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The sources that govern a fetch directive: its own, else default-src's (CSP3 fallback). */
const sourcesFor = (policy: ParsedCsp, directive: string) => policy.get(directive) ?? policy.get('default-src');

const SCHEME_ONLY = /^[a-z][a-z0-9+.-]*:$/i;

export function gradeSecurityHeaders(headers: Headers, expected: HeaderExpectations): string[] {
  const problems: string[] = [];
  const policy = parseCsp(headers.get('content-security-policy'));
  if (policy.size === 0) return ['no Content-Security-Policy'];

  const scripts = sourcesFor(policy, 'script-src');
  if (!scripts) problems.push('script-src: no script-src or default-src');
  for (const source of scripts ?? []) {
    if (["'unsafe-inline'", "'unsafe-eval'", '*'].includes(source) || SCHEME_ONLY.test(source)) {
      problems.push(`script-src allows ${source}`);
    }
  }

  const connect = sourcesFor(policy, 'connect-src');
  if (!connect) problems.push('connect-src: no connect-src or default-src');
  for (const source of connect ?? []) {
    if (source === "'self'") continue;
    if (source === '*' || SCHEME_ONLY.test(source) || source.includes('*'))
      problems.push(`connect-src allows ${source}`);
    else if (!expected.connectOrigins.includes(source)) problems.push(`connect-src names an unexpected ${source}`);
  }

  const must = (directive: string, allowed: string[]) => {
    const sources = directive === 'object-src' ? sourcesFor(policy, directive) : policy.get(directive);
    if (!sources || sources.some((source) => !allowed.includes(source))) {
      problems.push(`${directive} is ${sources?.join(' ') ?? 'missing'}, not ${allowed.join(' or ')}`);
    }
  };
  must('object-src', ["'none'"]);
  must('frame-ancestors', ["'none'", "'self'"]);
  must('base-uri', ["'none'", "'self'"]);

  if (headers.get('x-content-type-options') !== 'nosniff') problems.push('X-Content-Type-Options is not nosniff');
  if (!/^(DENY|SAMEORIGIN)$/i.test(headers.get('x-frame-options') ?? '')) problems.push('X-Frame-Options missing');
  const referrer = headers.get('referrer-policy') ?? '';
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer)) {
    problems.push(`Referrer-Policy is "${referrer}"`);
  }

  const hsts = headers.get('strict-transport-security');
  const maxAge = Number(hsts?.match(/max-age=(\d+)/i)?.[1] ?? 0);
  if (expected.https && maxAge < 31_536_000) problems.push(`HSTS max-age ${maxAge}, under a year`);
  if (!expected.https && hsts) problems.push('HSTS sent on plain http');
  return problems;
}
