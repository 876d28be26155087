import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { AppError } from './app-error';

/** The first wait once the free failures are used up; each further failure doubles it, up to `maxSeconds`. */
const FIRST_WAIT_SECONDS = 30;
/** Failures older than this are forgotten (the sweep keeps `backoff:` rows that long). */
const MEMORY = sql`interval '1 day'`;

export interface BackoffPolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  maxSeconds: number;
}

/** 0 while failures are under the free allowance, then 30 s, 60 s, 120 s … up to the maximum. */
export function backoffSeconds(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxSeconds, FIRST_WAIT_SECONDS * 2 ** (failures - policy.freeFailures));
}

/**
 * A progressive limit on failures (wrong passwords, sign-ups of a registered address), kept in `rate_limits` so that
 * every server instance shares it: `count` is the failures, `reset_at` the moment the next attempt is allowed. An
 * attempt while waiting is refused without counting, so hammering does not lengthen the wait (decision 043).
 */
export async function assertNotBackingOff(db: Db, key: string): Promise<void> {
  const [row] = await queryRows<{ reset_at: string | Date }>(
    db,
    sql`select reset_at from rate_limits where key = ${key} and reset_at > now()`,
  );
  if (!row) return;
  const retryAfter = Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000));
  throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.', undefined, {
    'Retry-After': String(retryAfter),
  });
}

/** Counts one failure and sets the wait it earns. */
export async function recordFailure(db: Db, key: string, policy: BackoffPolicy): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.reset_at < now() - ${MEMORY} then 1 else rate_limits.count + 1 end,
      reset_at = now()
    returning count`,
  );
  const failures = Number(row?.count ?? 1);
  const wait = backoffSeconds(failures, policy);
  if (wait > 0) {
    await db.execute(sql`update rate_limits set reset_at = now() + make_interval(secs => ${wait}) where key = ${key}`);
  }
  return failures;
}

/** A success (or a proof of owning the address) forgets the failures. */
export async function clearBackoff(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export const signInBackoffKey = {
  email: (email: string) => `backoff:sign-in:email:${email.toLowerCase()}`,
  device: (deviceId: string) => `backoff:sign-in:device:${deviceId}`,
};
export const signUpBackoffKey = (clientIp: string) => `backoff:sign-up-registered:ip:${clientIp}`;
