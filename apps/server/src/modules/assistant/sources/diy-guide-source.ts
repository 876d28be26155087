import { createHash } from 'node:crypto';
import { DIY_STEPS, type KnowledgeDocument, SITE_LANGUAGES } from '@receptiva/shared';
import { DIY_GUIDE_CATALOGS, diyStepText } from '@receptiva/shared/diy-guide-catalogs';
import type { KnowledgeSource } from '../../../lib/assistant/types';

/** Every step of /diy-onboarding in every language, each linking to its section (`/diy-onboarding#connect-calendar`). */
const documents: KnowledgeDocument[] = SITE_LANGUAGES.flatMap(({ code }) =>
  DIY_STEPS.map((step) => ({ kind: 'diy' as const, language: code, ...diyStepText(step, DIY_GUIDE_CATALOGS[code]) })),
);
const version = createHash('sha256').update(JSON.stringify(documents)).digest('hex');

/** The do-it-yourself guide: its texts ship with the code (packages/shared), so they change only with a release. */
export const diyGuideKnowledgeSource: KnowledgeSource = {
  name: 'diy-guide',
  version: async () => version,
  documents: async () => documents,
};
