import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { CONFIRM_SUBJECT, linkIn, waitForMail } from './mailbox';

/** Seeded at start on a non-production server (see apps/server/src/db/seed.ts). */
export const DEMO_PASSWORD = 'receptiva-demo';
export const DEMO = {
  /** Paid membership, role user. */
  owner: 'owner@demo.receptiva.test',
  /** Role member (staff), no membership. */
  staff: 'staff@demo.receptiva.test',
  /** No role row, no membership, no team. */
  visitor: 'visitor@demo.receptiva.test',
  /** Active team member of the owner. */
  teammate: 'teammate@demo.receptiva.test',
} as const;

/** ADMIN_EMAIL of the e2e server (playwright.config.ts), and the password access-guards-and-roles.spec.ts signs it up with. */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'first-password-1';

/** A fresh address per test: the server limits attempts per e-mail. */
export const uniqueEmail = (label = 'user'): string =>
  `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

export interface NewAccount {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
}

export const newAccount = (label: string, overrides: Partial<NewAccount> = {}): NewAccount => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+1 555 010 1234',
  email: uniqueEmail(label),
  password: 'first-password-1',
  ...overrides,
});

/**
 * Set-up only (the sign-up form itself is proven in auth-sign-up.spec.ts): creates the account through the API and
 * confirms it from the mailbox. The confirmation signs `request` in, like a second device.
 */
export async function createConfirmedAccount(request: APIRequestContext, baseURL: string, account: NewAccount) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { ...account, name: `${account.firstName} ${account.lastName}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForMail(request, account.email, CONFIRM_SUBJECT);
  const confirmed = await request.get(linkIn(mail, '/api/auth/verify-email').toString());
  expect(confirmed.ok()).toBe(true);
}

/**
 * ADMIN_EMAIL's account: access-guards-and-roles.spec.ts signs it up when the whole suite runs (files run in order, and it
 * comes first); when a later file runs alone, it is created here with the same password.
 */
export async function ensureAdmin(request: APIRequestContext, baseURL: string): Promise<void> {
  const signedIn = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (signedIn.ok()) return;
  await createConfirmedAccount(request, baseURL, newAccount('admin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }));
}
