import type { AdminEmailListQuery } from '@receptiva/shared';

/** Every list view under one prefix, so a resend refreshes them all. */
export const adminEmailsKeys = {
  lists: ['admin-emails'] as const,
  list: (query: AdminEmailListQuery) => ['admin-emails', query] as const,
  email: (emailId: string) => ['admin-email', emailId] as const,
};
