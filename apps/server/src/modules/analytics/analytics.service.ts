import { type analyticsEventSchema, STANDARD_EVENTS } from '@receptiva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { analyticsEvents } from '../../db/schema';

export const USER_AGENT_MAX_LENGTH = 300;

type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** Only the path is kept: a query string can carry secrets (a password-reset token) or personal data. */
export const pathOnly = (path: string): string => path.split(/[?#]/, 1)[0] ?? '';

const isStandard = (name: string) => (STANDARD_EVENTS as readonly string[]).includes(name);

export async function recordAnalyticsEvent(
  db: Db,
  params: {
    event: AnalyticsEvent;
    affiliateId: string | null;
    userId: string | null;
    userAgent: string | undefined;
  },
): Promise<void> {
  const { event } = params;
  await db.insert(analyticsEvents).values({
    name: event.name,
    custom: event.custom || !isStandard(event.name),
    path: pathOnly(event.path),
    params: event.params,
    affiliateId: params.affiliateId,
    sessionId: event.sessionId ?? null,
    userId: params.userId,
    userAgent: params.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
}
