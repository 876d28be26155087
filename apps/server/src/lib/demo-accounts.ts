/** The demo accounts seeded outside production (known password, README): all at this reserved `.test` domain. */
export const DEMO_ACCOUNT_DOMAIN = 'demo.receptiva.test';

export const isDemoAccountEmail = (email: string) => email.trim().toLowerCase().endsWith(`@${DEMO_ACCOUNT_DOMAIN}`);
