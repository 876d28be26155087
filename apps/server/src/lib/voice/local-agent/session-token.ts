import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { voiceSessionTokens } from '../../../db/schema';

export interface SessionTokenClaims {
  id: string;
  voiceAgentId: string;
  /** Expiry in milliseconds since the epoch. */
  expiresAt: number;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A key of its own, derived from the auth secret, so a voice token can never pass for anything else. */
const signingKey = (secret: string) => createHmac('sha256', secret).update('receptiva:voice-session-token').digest();

const signatureOf = (payload: string, secret: string) =>
  createHmac('sha256', signingKey(secret)).update(payload).digest();

/** Creates the token's row (for single use) and returns `payload.signature`, both base64url. */
export async function issueSessionToken(
  db: Db,
  params: { voiceAgentId: string; ttlSeconds: number; secret: string; now?: number },
): Promise<string> {
  const claims: SessionTokenClaims = {
    id: randomUUID(),
    voiceAgentId: params.voiceAgentId,
    expiresAt: (params.now ?? Date.now()) + params.ttlSeconds * 1000,
  };
  await db.insert(voiceSessionTokens).values({
    id: claims.id,
    voiceAgentId: claims.voiceAgentId,
    expiresAt: new Date(claims.expiresAt),
  });
  const payload = encode(JSON.stringify(claims));
  return `${payload}.${encode(signatureOf(payload, params.secret))}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; null otherwise. Touches no database. */
export function verifySessionToken(token: string, secret: string, now = Date.now()): SessionTokenClaims | null {
  if (token.length > 1000) return null;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SessionTokenClaims>;
    if (typeof claims.id !== 'string' || typeof claims.voiceAgentId !== 'string') return null;
    if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= now) return null;
    return claims as SessionTokenClaims;
  } catch {
    return null;
  }
}

/** Marks the token used; true only for the first caller, and only before it expires (one statement: race-free). */
export async function claimSessionToken(db: Db, claims: SessionTokenClaims): Promise<boolean> {
  const rows = await db
    .update(voiceSessionTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(voiceSessionTokens.id, claims.id),
        eq(voiceSessionTokens.voiceAgentId, claims.voiceAgentId),
        isNull(voiceSessionTokens.usedAt),
        gt(voiceSessionTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: voiceSessionTokens.id });
  return rows.length === 1;
}

/** Expired tokens are useless; swept with the rate-limit counters. */
export async function sweepExpiredSessionTokens(db: Db): Promise<void> {
  await db.delete(voiceSessionTokens).where(lt(voiceSessionTokens.expiresAt, sql`now() - interval '1 hour'`));
}
