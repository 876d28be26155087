import {
  FALLBACK_LANGUAGE,
  type KnowledgeDocument,
  type KnowledgeSourceKind,
  type SiteLanguage,
} from '@receptiva/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { assistantPassages } from '../../../db/schema';
import { textSearchConfigOf } from './text-search-config';

export const PASSAGES_PER_ANSWER = 5;

export interface FoundPassage {
  kind: KnowledgeSourceKind;
  title: string;
  url: string;
  language: string;
  text: string;
  rank: number;
}

interface PassageRow {
  source_kind: KnowledgeSourceKind;
  title: string;
  url: string;
  language: string;
  body: string;
  rank: number | string;
}

/**
 * Any of the question's words, not all of them: `plainto_tsquery` drops stop words and stems the rest, and its
 * `&` become `|`, so a passage that shares more (and rarer, and title) words ranks higher rather than a natural
 * question matching nothing. The lexemes come out of PostgreSQL already quoted, so the rewrite cannot inject syntax.
 */
const anyWordQuery = (config: string, question: string): SQL =>
  sql`nullif(replace(plainto_tsquery(${config}::regconfig, ${question})::text, ' & ', ' | '), '')::tsquery`;

const toFound = (row: PassageRow): FoundPassage => ({
  kind: row.source_kind,
  title: row.title,
  url: row.url,
  language: row.language,
  text: row.body,
  rank: Number(row.rank),
});

async function searchIn(db: Db, language: string, question: string, limit: number): Promise<FoundPassage[]> {
  const config = textSearchConfigOf(language);
  const rows = await queryRows<PassageRow>(
    db,
    sql`select source_kind, title, url, language, body, ts_rank(search, q.query, 1) as rank
      from ${assistantPassages}, (select ${anyWordQuery(config, question)} as query) as q
      where language = ${language} and q.query is not null and search @@ q.query
      order by rank desc, title
      limit ${limit}`,
  );
  return rows.map(toFound);
}

/**
 * The best passages for a question: those in the asker's language first, then English ones to fill up (most of the
 * site's guides are written in English). Ranked by PostgreSQL's `ts_rank`, normalised by length.
 */
export async function searchPassages(
  db: Db,
  question: string,
  language: SiteLanguage,
  limit = PASSAGES_PER_ANSWER,
): Promise<FoundPassage[]> {
  const own = await searchIn(db, language, question, limit);
  if (language === FALLBACK_LANGUAGE || own.length >= limit) return own;
  const fallback = await searchIn(db, FALLBACK_LANGUAGE, question, limit - own.length);
  const seen = new Set(own.map((p) => p.url));
  return [...own, ...fallback.filter((p) => !seen.has(p.url))];
}

/** Ranks documents that are not in the index (the asker's own account) against the question, the same way. */
export async function rankDocuments(db: Db, question: string, documents: KnowledgeDocument[]): Promise<FoundPassage[]> {
  if (documents.length === 0) return [];
  const values = documents.map(
    (d, index) =>
      sql`(${index}::int, setweight(to_tsvector(${textSearchConfigOf(d.language)}::regconfig, ${d.title}), 'A') ||
        setweight(to_tsvector(${textSearchConfigOf(d.language)}::regconfig, ${d.text}), 'B'),
        ${textSearchConfigOf(d.language)}::regconfig)`,
  );
  const rows = await queryRows<{ index: number; rank: number | string }>(
    db,
    sql`select d.index, ts_rank(d.search, q.query, 1) as rank
      from (values ${sql.join(values, sql`, `)}) as d(index, search, config)
      cross join lateral (select nullif(replace(plainto_tsquery(d.config, ${question})::text, ' & ', ' | '), '')::tsquery
        as query) as q
      where q.query is not null and d.search @@ q.query`,
  );
  return rows.map((row) => {
    const d = documents[Number(row.index)]!;
    return { kind: d.kind, title: d.title, url: d.url, language: d.language, text: d.text, rank: Number(row.rank) };
  });
}
