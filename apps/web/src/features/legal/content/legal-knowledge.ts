import type { KnowledgeDocument } from '@receptiva/shared';
import type { KnowledgeTranslate } from '@/lib/site-knowledge-types';
import { legalText, type WrittenSection } from './legal-text';

/**
 * The binding English text of /legal, one document per subheading, anchored on its section, for the AI assistant.
 * English only: the other languages show the same binding text.
 */
export const legalKnowledge = (brandName: string, t: KnowledgeTranslate): KnowledgeDocument[] =>
  Object.entries(legalText(brandName)).flatMap(([section, { lead = [], parts }]) =>
    parts.map((part, index) => ({
      kind: 'legal' as const,
      title: `${t(`legal:sections.${section as WrittenSection}`)}: ${t(`legal:subheadings.${part.heading}`)}`,
      url: `/legal#${section}`,
      language: 'en' as const,
      text: [...(index === 0 ? lead : []), ...(part.paragraphs ?? []), ...(part.items ?? [])].join('\n\n'),
    })),
  );
