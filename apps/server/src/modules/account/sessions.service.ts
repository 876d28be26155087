import type { AccountSession } from '@receptiva/shared';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { describeUserAgent } from './describe-user-agent';

interface Caller {
  userId: string;
  /** The id of the session the request came with. */
  currentSessionId: string;
}

/** The caller's unexpired sessions (never their tokens): the current one first, then the most recently seen. */
export async function listSessions(db: Db, caller: Caller): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, caller.userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows
    .map((row) => ({
      id: row.id,
      ...describeUserAgent(row.userAgent),
      ipAddress: row.ipAddress || null,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      isCurrent: row.id === caller.currentSessionId,
    }))
    .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
}

/** Signs one of the caller's sessions out. Another person's session, or an unknown id, is 404: it does not exist for them. */
export async function revokeSession(db: Db, caller: Caller, sessionId: string): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, caller.userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such session.');
}

/** Signs every session of the caller out except the one this request came with; answers how many. */
export async function revokeOtherSessions(db: Db, caller: Caller): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, caller.userId), ne(sessions.id, caller.currentSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
