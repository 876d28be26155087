import { createHash } from 'node:crypto';
import type { KnowledgeDocument, ServerRenderer } from '@receptiva/shared';
import type { Db } from '../../../db/client';
import type { KnowledgeSource } from '../../../lib/assistant/types';
import { getPublicSettings } from '../../settings/settings.service';

interface Rendered {
  brandName: string;
  documents: KnowledgeDocument[];
  hash: string;
}

/**
 * The texts the web app holds (the FAQ, the binding legal text), handed over by its server renderer
 * (`siteKnowledge`, apps/web/src/app/site-knowledge.ts): the server never reads the web's sources (decision 016).
 * They change only with a new build or a new brand name, so they are rendered once per brand name, not per question.
 * Without a built web app (API-only tests) it gives nothing.
 */
export function siteTextsKnowledgeSource(renderer: ServerRenderer | null | undefined): KnowledgeSource {
  let rendered: Rendered | null = null;
  const current = async (db: Db): Promise<Rendered> => {
    const { brandName } = await getPublicSettings(db);
    if (rendered?.brandName !== brandName) {
      const documents = renderer?.siteKnowledge?.({ brandName }) ?? [];
      const hash = createHash('sha256').update(JSON.stringify(documents)).digest('hex');
      rendered = { brandName, documents, hash };
    }
    return rendered;
  };
  return {
    name: 'site-texts',
    version: async (db) => (await current(db)).hash,
    documents: async (db) => (await current(db)).documents,
  };
}
