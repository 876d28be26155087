import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const SECRET = 'a-production-secret-of-at-least-32-chars';

/** The problems parseEnv reports for a source, or [] when it parses. */
const problemsOf = (source: Record<string, string | undefined>): string[] => {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
};

describe('parseEnv', () => {
  it('starts with the documented defaults on an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './.data',
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: 0,
      SEED_DEMO: false,
    });
    for (const unset of ['DATABASE_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'AUTH_SECRET'] as const) {
      expect(env[unset]).toBeUndefined();
    }
    expect(env.MAIL_FROM).toContain('@');
    expect(env).toMatchObject({
      BOOKING_RATE_LIMIT_PER_IP: 20,
      BOOKING_RATE_LIMIT_PER_EMAIL: 5,
      NEWSLETTER_RATE_LIMIT_PER_IP: 10,
      NEWSLETTER_RATE_LIMIT_PER_EMAIL: 3,
      ANALYTICS_RATE_LIMIT_PER_MINUTE: 120,
    });
  });

  it('derives PUBLIC_URL from PORT, and drops a trailing slash from a given one', () => {
    expect(parseEnv({ PORT: '4123' }).PUBLIC_URL).toBe('http://localhost:4123');
    expect(parseEnv({ PUBLIC_URL: 'https://receptiva.example/' }).PUBLIC_URL).toBe('https://receptiva.example');
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: '', ADMIN_EMAIL: '', AUTH_SECRET: '', PUBLIC_URL: '' });
    expect([env.DATABASE_URL, env.SMTP_URL, env.ADMIN_EMAIL, env.AUTH_SECRET]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('reads every variable the README lists', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: '/var/lib/receptiva',
      DATABASE_URL: 'postgresql://app:pw@db:5432/receptiva',
      PUBLIC_URL: 'https://receptiva.example',
      AUTH_SECRET: SECRET,
      ADMIN_EMAIL: 'boss@receptiva.example',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'Receptiva <hello@receptiva.example>',
      TRUST_PROXY: '1',
      SEED_DEMO: 'true',
      STRIPE_SECRET_KEY: 'sk_live_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      DEV_TOOLS: 'public',
    });
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      TRUST_PROXY: 1,
      SEED_DEMO: true,
      DEV_TOOLS: 'public',
    });
    expect(env.DATABASE_URL).toBe('postgresql://app:pw@db:5432/receptiva');
  });

  it.each([
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['false', 0],
    ['', 0],
  ])('reads TRUST_PROXY=%j as %i proxy hops', (value, hops) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '0'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'not a url'],
    ['AUTH_SECRET', 'too-short'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['SMTP_URL', 'http://mail.example'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['AUTH_RATE_LIMIT_PER_EMAIL', '0'],
    ['BOOKING_RATE_LIMIT_PER_IP', 'many'],
    ['NEWSLETTER_RATE_LIMIT_PER_EMAIL', '0'],
    ['ANALYTICS_RATE_LIMIT_PER_MINUTE', '-1'],
    ['PAYMENTS', 'free'],
    ['DEV_TOOLS', 'everyone'],
  ])('refuses %s=%s with one line naming it', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: \\S`));
    expect(problems[0]).not.toContain('\n');
  });

  it('reports every bad value at once, one line each', () => {
    const problems = problemsOf({ PORT: 'abc', ADMIN_EMAIL: 'nope', SMTP_URL: 'ftp://x' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['ADMIN_EMAIL', 'PORT', 'SMTP_URL']);
  });

  it('requires AUTH_SECRET in production', () => {
    const production = { NODE_ENV: 'production', PAYMENTS: 'test' };
    expect(problemsOf(production)).toEqual(['AUTH_SECRET: is required in production']);
    expect(problemsOf({ ...production, AUTH_SECRET: '' })).toHaveLength(1);
    expect(problemsOf({ ...production, AUTH_SECRET: SECRET })).toEqual([]);
  });

  it('refuses production without Stripe keys, saying how to choose test mode on purpose', () => {
    const [problem, ...others] = problemsOf({ NODE_ENV: 'production', AUTH_SECRET: SECRET });
    expect(others).toEqual([]);
    expect(problem).toMatch(/^STRIPE_SECRET_KEY: .*required.*PAYMENTS=test/);
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: SECRET, PAYMENTS: 'test' })).toEqual([]);
    const withKeys = { STRIPE_SECRET_KEY: 'sk_live_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' };
    expect(problemsOf({ NODE_ENV: 'production', AUTH_SECRET: SECRET, ...withKeys })).toEqual([]);
  });

  it('falls back to test-mode payments only outside production, unless PAYMENTS=stripe asks for Stripe', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ PAYMENTS: 'stripe' })[0]).toMatch(/^STRIPE_SECRET_KEY: /);
  });

  it('keeps the development tools to this machine unless DEV_TOOLS=public', () => {
    expect(parseEnv({}).DEV_TOOLS).toBe('local');
    expect(parseEnv({ DEV_TOOLS: 'public' }).DEV_TOOLS).toBe('public');
  });

  it('reports a missing production AUTH_SECRET together with the other bad values, one line each', () => {
    try {
      parseEnv({ PORT: 'abc', NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines[0]).toBe('Invalid configuration:');
      expect(
        lines
          .slice(1)
          .map((l) => l.trim().split(':')[0])
          .sort(),
      ).toEqual(['AUTH_SECRET', 'PORT', 'STRIPE_SECRET_KEY']);
    }
  });
});
