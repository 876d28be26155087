import { createHash } from 'node:crypto';
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { assistantIndexState, assistantPassages } from '../../../db/schema';
import type { KnowledgeSource } from '../../../lib/assistant/types';
import type { Logger } from '../../../lib/logger';
import { type Passage, splitIntoPassages } from './split-passages';
import { textSearchConfigOf } from './text-search-config';

const INSERT_BATCH = 100;

/** What the index should be built from now: one string over every source's version. */
async function fingerprintOf(db: Db, sources: readonly KnowledgeSource[]): Promise<string> {
  const versions = await Promise.all(sources.map(async (source) => `${source.name}:${await source.version(db)}`));
  return createHash('sha256').update(versions.join('\n')).digest('hex');
}

async function storedFingerprint(db: Db): Promise<string | null> {
  const [row] = await db.select().from(assistantIndexState).where(eq(assistantIndexState.id, 1));
  return row?.fingerprint ?? null;
}

async function insertPassages(db: Db, passages: Passage[]) {
  for (let start = 0; start < passages.length; start += INSERT_BATCH) {
    const rows = passages.slice(start, start + INSERT_BATCH).map((p) => {
      const config = textSearchConfigOf(p.language);
      return sql`(${p.contentHash}, ${p.kind}, ${p.title}, ${p.url}, ${p.language}, ${p.text},
        setweight(to_tsvector(${config}::regconfig, ${p.title}), 'A') ||
        setweight(to_tsvector(${config}::regconfig, ${p.text}), 'B'))`;
    });
    await db.execute(sql`insert into ${assistantPassages}
      (content_hash, source_kind, title, url, language, body, search)
      values ${sql.join(rows, sql`, `)}
      on conflict (content_hash) do nothing`);
  }
}

/**
 * Brings the index in line with its sources when their fingerprint changed: deletes the passages no source gives any
 * more and adds the new ones (unchanged passages are kept, by content hash). Cheap when nothing changed: one version
 * query per source and one row read. Under an advisory lock, so instances starting together build it once.
 */
export async function refreshKnowledgeIndex(
  db: Db,
  sources: readonly KnowledgeSource[],
  logger?: Logger,
): Promise<{ rebuilt: boolean }> {
  const fingerprint = await fingerprintOf(db, sources);
  if ((await storedFingerprint(db)) === fingerprint) return { rebuilt: false };
  const documents = (await Promise.all(sources.map((source) => source.documents(db)))).flat();
  const passages = [...new Map(documents.flatMap(splitIntoPassages).map((p) => [p.contentHash, p])).values()];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('assistant-knowledge-index'))`);
    if ((await storedFingerprint(tx)) === fingerprint) return;
    const hashes = passages.map((p) => p.contentHash);
    await tx
      .delete(assistantPassages)
      .where(hashes.length ? notInArray(assistantPassages.contentHash, hashes) : sql`true`);
    const existing = hashes.length
      ? new Set(
          (
            await tx
              .select({ hash: assistantPassages.contentHash })
              .from(assistantPassages)
              .where(inArray(assistantPassages.contentHash, hashes))
          ).map((row) => row.hash),
        )
      : new Set<string>();
    await insertPassages(
      tx,
      passages.filter((p) => !existing.has(p.contentHash)),
    );
    await tx
      .insert(assistantIndexState)
      .values({ id: 1, fingerprint, passageCount: passages.length })
      .onConflictDoUpdate({
        target: assistantIndexState.id,
        set: { fingerprint, passageCount: passages.length, builtAt: new Date() },
      });
  });
  logger?.info('assistant knowledge index rebuilt', { passages: passages.length });
  return { rebuilt: true };
}
