import { type KnowledgeDocument, SITE_LANGUAGE_CODES, type SiteLanguage } from '@receptiva/shared';
import { legalKnowledge } from '@/features/legal/content/legal-knowledge';
import { membershipFaqKnowledge } from '@/features/membership/utils/membership-faq-knowledge';
import type { KnowledgeTranslate } from '@/lib/site-knowledge-types';

/**
 * The texts this app holds that the AI assistant answers from (the server indexes them; decision 020): the membership
 * FAQ in every language and the binding English legal text.
 */
export const collectSiteKnowledge = (
  brandName: string,
  translatorFor: (language: SiteLanguage) => KnowledgeTranslate,
): KnowledgeDocument[] => [
  ...legalKnowledge(brandName, translatorFor('en')),
  ...SITE_LANGUAGE_CODES.flatMap((language) => membershipFaqKnowledge(language, translatorFor(language))),
];
