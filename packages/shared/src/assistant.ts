import type { SiteLanguage } from './languages';

/** Where a passage of the assistant's knowledge comes from (issue 15, item 6). */
export const KNOWLEDGE_SOURCE_KINDS = ['diy', 'university', 'legal', 'faq', 'blog', 'account'] as const;
export type KnowledgeSourceKind = (typeof KNOWLEDGE_SOURCE_KINDS)[number];

/**
 * One piece of the site's own knowledge, as a source hands it to the assistant's index: a title, a site path with its
 * anchor, the language it is written in and its plain text. The web app hands over the texts it holds (FAQ, legal,
 * DIY guide) through its server renderer in this shape.
 */
export interface KnowledgeDocument {
  kind: KnowledgeSourceKind;
  title: string;
  url: string;
  language: SiteLanguage;
  text: string;
}

/** Default and bounds of a question, in characters. */
export const ASSISTANT_QUESTION_MAX_LENGTH = 1000;

/**
 * The lines of a streamed answer (`application/x-ndjson`, one JSON object a line): who it is for first, then the
 * sources, the text as it is written, and finally the stored answer or an error.
 */
export type AssistantStreamEvent =
  | { type: 'start'; conversationId: string; questionId: string }
  | { type: 'sources'; sources: { kind: KnowledgeSourceKind; title: string; url: string }[] }
  | { type: 'delta'; text: string }
  | { type: 'done'; messageId: string; answeredBy: 'local' | 'openai' }
  | { type: 'error'; code: string; message: string };
