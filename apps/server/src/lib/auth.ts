import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@receptiva/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { CLIENT_IP_HEADER } from './auth-client-ip';
import { EMAIL_CHANGED_CALLBACK, isEmailChangeToken } from './auth-email-change';
import { betterAuthLogLevel } from './auth-log-level';
import { trackAuthTransactions } from './auth-transaction';
import { clearBackoff, signInBackoffKey } from './backoff';
import type { Logger } from './logger';
import { drizzleOutboxWriter } from './mailer/outbox';
import { type ActionEmailKind, renderActionEmail } from './mailer/templates';

export interface AuthDeps {
  db: Db;
  env: Env;
  secret: string;
  /** Brand name for e-mails, read from site settings with the given (possibly transactional) handle. */
  brandName: (db: Db) => Promise<string>;
  /** Wakes the mail worker once the message is committed. */
  onEmailQueued: () => void;
  /** After an address is confirmed (guest onboarding forms sent with it become the account's). */
  onEmailVerified?: (db: Db, user: { id: string; email: string }) => Promise<unknown>;
  logger: Logger;
}

/** Origins allowed to call the auth API: the public URL, plus the loopback spellings of it outside production. */
export function trustedOriginsFor(env: Env): string[] {
  const origins = new Set([new URL(env.PUBLIC_URL).origin]);
  if (env.NODE_ENV !== 'production') {
    for (const host of ['localhost', '127.0.0.1']) origins.add(`http://${host}:${env.PORT}`);
    origins.add('http://localhost:5173');
  }
  return [...origins];
}

/** Where a confirmed account lands by default: /auth, which sends the signed-in user to /admin or /dashboard. */
export const DEFAULT_VERIFIED_PATH = '/auth?verified=1';

/**
 * The page the confirmation link signs the new user in to: the sign-up's `callbackURL` when it is a path of this site
 * (an invitation page: `/team-invitation?token=…`), else the default. better-auth puts `/` there when none was sent;
 * `//host` and `/\\host` are other sites to a browser, and any backslash or control character is refused too.
 */
export function verifiedLandingPath(callbackURL: string | null): string {
  if (!callbackURL?.startsWith('/') || callbackURL.startsWith('//') || callbackURL === '/')
    return DEFAULT_VERIFIED_PATH;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return /[\\\u0000-\u001f\u007f]/.test(callbackURL) ? DEFAULT_VERIFIED_PATH : callbackURL;
}

type UserForMail = { email: string; name?: string | null; firstName?: unknown; locale?: unknown };
const firstNameOf = (user: UserForMail) =>
  (typeof user.firstName === 'string' && user.firstName) || user.name?.split(' ')[0] || null;
const localeOf = (user: UserForMail) => (typeof user.locale === 'string' ? user.locale : null);

export function createAuth({ db, env, secret, logger, brandName, onEmailQueued, onEmailVerified }: AuthDeps) {
  const { authDb, currentDb } = trackAuthTransactions(db);

  const queueActionEmail = async (kind: ActionEmailKind, user: UserForMail, url: string) => {
    // Inside better-auth's transaction every query must use it: PGlite has one connection, the main handle would wait.
    const db = currentDb();
    const entry = renderActionEmail({
      kind,
      to: user.email,
      locale: localeOf(user),
      name: firstNameOf(user),
      brand: await brandName(db),
      url,
    });
    await drizzleOutboxWriter(db)(entry);
    onEmailQueued();
  };

  return betterAuth({
    appName: 'Receptiva',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOriginsFor(env),
    database: drizzleAdapter(authDb, { provider: 'pg', schema, usePlural: true, transaction: true }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        phone: { type: 'string', required: false, input: true },
        locale: { type: 'string', required: false, input: true },
      },
      // The new address must confirm: better-auth sends its verification link there (`sendVerificationEmail` with
      // the new address), and the e-mail changes only when that link is opened. No step at the old address.
      changeEmail: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The reset link proves the address: wrong passwords others typed for it no longer make its owner wait.
      onPasswordReset: async ({ user }) => clearBackoff(currentDb(), [signInBackoffKey.email(user.email)]),
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.PUBLIC_URL}/auth?reset=true&token=${encodeURIComponent(token)}`;
        await queueActionEmail('reset-password', user, url);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url, token }) => {
        if (isEmailChangeToken(token)) {
          const link = new URL(url);
          link.searchParams.set('callbackURL', EMAIL_CHANGED_CALLBACK);
          return queueActionEmail('change-email', user, link.toString());
        }
        const link = new URL(url);
        link.searchParams.set('callbackURL', verifiedLandingPath(link.searchParams.get('callbackURL')));
        await queueActionEmail('verify-email', user, link.toString());
      },
      // What follows a confirmation must not undo it: a failure is logged, and the account stays confirmed.
      afterEmailVerification: async (user) => {
        try {
          await clearBackoff(currentDb(), [signInBackoffKey.email(user.email)]);
          await onEmailVerified?.(currentDb(), { id: user.id, email: user.email });
        } catch (error) {
          logger.error('after e-mail verification', { error: error instanceof Error ? error.message : String(error) });
        }
      },
    },
    // Our own Postgres-backed limiter runs in front of the auth routes (per IP and per e-mail).
    rateLimit: { enabled: false },
    // Profile fields are written by PATCH /api/account/profile (checked, profile and user together), never unchecked.
    // Sessions are listed and revoked by id through /api/account/sessions: better-auth's list answers session tokens.
    disabledPaths: ['/update-user', '/list-sessions', '/revoke-session'],
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        logger[betterAuthLogLevel(level, message, args)](`better-auth: ${message}`, { args }),
    },
    advanced: {
      // better-auth turns these checks off by itself when NODE_ENV=test; they must hold in every environment.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'receptiva',
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      // The address our request context resolved (the socket, or the proxy's X-Forwarded-For with TRUST_PROXY), set
      // by the auth routes on every request they hand over: a session's IP is what the settings page shows.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // A session and its user in one query instead of two (db/schema/auth.ts relations).
      database: { joins: true },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
