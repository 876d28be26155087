/**
 * better-auth's client, loaded on first use: it reads `window` when it is created, so it cannot be part of a page the
 * server renders (/auth), and a page should not wait for its code before a visitor presses a button that needs it.
 */
export const loadAuthClient = () => import('./auth-client').then((module) => module.authClient);
