import { LANGUAGE_COOKIE, normalizeLanguage, pickRequestLanguage, type SiteLanguage } from '@receptiva/shared';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env';
import type { TeamCaller } from './team-caller';

/**
 * The caller's current language, for the e-mails their action sends: the page's language when the body names it
 * (as billing and checkout do), else the `i18next` cookie the web app keeps, else Accept-Language, else English.
 */
export function requestLocale(c: Context<AppEnv>, bodyLocale?: string): SiteLanguage {
  return (
    normalizeLanguage(bodyLocale) ??
    pickRequestLanguage({ cookie: getCookie(c, LANGUAGE_COOKIE), acceptLanguage: c.req.header('accept-language') })
  );
}

/** The signed-in caller of a team route (the policy has checked the session). */
export function teamCallerOf(c: Context<AppEnv>, bodyLocale?: string): TeamCaller {
  const user = c.var.session!.user;
  return {
    userId: user.id,
    email: user.email,
    locale: requestLocale(c, bodyLocale),
    publicUrl: c.var.deps.env.PUBLIC_URL,
  };
}
