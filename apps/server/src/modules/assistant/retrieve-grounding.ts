import type { SiteLanguage } from '@receptiva/shared';
import type { Db } from '../../db/client';
import type { GroundingPassage, KnowledgeConfig } from '../../lib/assistant/types';
import type { Logger } from '../../lib/logger';
import { refreshKnowledgeIndex } from './knowledge/refresh-index';
import { PASSAGES_PER_ANSWER, rankDocuments, searchPassages } from './knowledge/search-passages';

/**
 * The passages an answer is grounded in, numbered for citation: the index (refreshed first if a source changed) and
 * the asker's own account, ranked together by PostgreSQL full-text search.
 */
export async function retrieveGrounding(
  db: Db,
  knowledge: KnowledgeConfig,
  params: { question: string; language: SiteLanguage; accountOwnerId: string; logger?: Logger },
): Promise<GroundingPassage[]> {
  await refreshKnowledgeIndex(db, knowledge.sources, params.logger);
  const accountDocuments = (
    await Promise.all(
      knowledge.accountSources.map((source) =>
        source.documents(db, { accountOwnerId: params.accountOwnerId, language: params.language }),
      ),
    )
  ).flat();
  // Passages in the asker's language first; English ones (the fallback) after them.
  const languageOrder = (language: string) => (language === params.language ? 0 : 1);
  const found = [
    ...(await searchPassages(db, params.question, params.language, PASSAGES_PER_ANSWER * 2)),
    ...(await rankDocuments(db, params.question, accountDocuments)),
  ]
    .sort((a, b) => languageOrder(a.language) - languageOrder(b.language) || b.rank - a.rank)
    // One passage per page: the best one, so a source is cited once.
    .filter((passage, index, all) => all.findIndex((other) => other.url === passage.url) === index)
    .slice(0, PASSAGES_PER_ANSWER);
  return found.map((passage, index) => ({
    number: index + 1,
    kind: passage.kind,
    title: passage.title,
    url: passage.url,
    language: passage.language,
    text: passage.text,
  }));
}
