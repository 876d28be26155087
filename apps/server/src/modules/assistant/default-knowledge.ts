import type { ServerRenderer } from '@receptiva/shared';
import type { KnowledgeConfig, KnowledgeSource } from '../../lib/assistant/types';
import { blogKnowledgeSource } from './sources/blog-source';
import { diyGuideKnowledgeSource } from './sources/diy-guide-source';
import { profileAccountSource } from './sources/profile-account-source';
import { siteTextsKnowledgeSource } from './sources/site-texts-source';
import { universityKnowledgeSource } from './sources/university-source';

/** The site's knowledge: the web app's texts (FAQ, legal), the DIY guide, the university, the blog, the account. */
export const defaultKnowledge = (
  renderer: ServerRenderer | null | undefined,
  extraSources: readonly KnowledgeSource[] = [],
): KnowledgeConfig => ({
  sources: [
    siteTextsKnowledgeSource(renderer),
    diyGuideKnowledgeSource,
    universityKnowledgeSource,
    blogKnowledgeSource,
    ...extraSources,
  ],
  accountSources: [profileAccountSource],
});
