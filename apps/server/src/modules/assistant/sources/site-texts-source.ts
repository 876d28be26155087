import { createHash } from 'node:crypto';
import type { KnowledgeDocument, ServerRenderer } from '@receptiva/shared';
import type { Db } from '../../../db/client';
import type { KnowledgeSource } from '../../../lib/assistant/types';
import { getPublicSettings } from '../../settings/settings.service';

/**
 * The texts the web app holds (the FAQ, the binding legal text, the DIY guide), handed over by its server renderer
 * (`siteKnowledge`, apps/web/src/app/site-knowledge.ts): the server never reads the web's sources (decision 016).
 * Without a built web app (API-only tests) it gives nothing.
 */
export function siteTextsKnowledgeSource(renderer: ServerRenderer | null | undefined): KnowledgeSource {
  const documents = async (db: Db): Promise<KnowledgeDocument[]> => {
    if (!renderer?.siteKnowledge) return [];
    const { brandName } = await getPublicSettings(db);
    return renderer.siteKnowledge({ brandName });
  };
  return {
    name: 'site-texts',
    async version(db) {
      return createHash('sha256')
        .update(JSON.stringify(await documents(db)))
        .digest('hex');
    },
    documents,
  };
}
