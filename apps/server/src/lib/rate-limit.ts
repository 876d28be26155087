import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** Identifies the counter, e.g. `sign-in:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against each rule in one statement per rule (a fixed window kept in Postgres, so every server
 * instance shares it) and throws RATE_LIMITED when any rule is over its limit.
 */
export async function consumeRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
      db,
      sql`
      insert into rate_limits (key, count, reset_at)
      values (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now()
          then now() + make_interval(secs => ${rule.windowSeconds}) else rate_limits.reset_at end
      returning count, reset_at`,
    );
    if (row && Number(row.count) > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
      throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.', undefined, {
        'Retry-After': String(retryAfter),
      });
    }
  }
}

/** Expired counters are useless; the mail worker's tick sweeps them now and then. Backoff failures last a day. */
export async function sweepExpiredRateLimits(db: Db): Promise<void> {
  await db.execute(sql`
    delete from rate_limits
    where reset_at < now() - case when key like 'backoff:%' then interval '1 day' else interval '1 hour' end`);
}
