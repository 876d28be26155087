/**
 * A translator for one language, as the server renderer hands it to the features that describe their texts for the
 * AI assistant's index (app/site-knowledge.ts): loosely typed, because the keys are built from lists.
 */
export type KnowledgeTranslate = (key: string, options?: Record<string, unknown>) => string;
