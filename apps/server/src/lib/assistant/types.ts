import type { KnowledgeDocument, KnowledgeSourceKind, SiteLanguage } from '@receptiva/shared';
import type { Db } from '../../db/client';

/**
 * One kind of the site's knowledge for the assistant's index (decision 020). `version` is cheap (a hash, or a count
 * and a last-change time) and changes whenever `documents` would answer something else, so the index is rebuilt
 * exactly when its content changed.
 */
export interface KnowledgeSource {
  readonly name: string;
  version(db: Db): Promise<string>;
  documents(db: Db): Promise<KnowledgeDocument[]>;
}

/** Knowledge about the asker's own account (the business profile): read per question, never indexed for all. */
export interface AccountKnowledgeSource {
  documents(db: Db, params: { accountOwnerId: string; language: SiteLanguage }): Promise<KnowledgeDocument[]>;
}

/** A retrieved passage the answer is grounded in; `number` is how the answer cites it ([1], [2]…). */
export interface GroundingPassage {
  number: number;
  kind: KnowledgeSourceKind;
  title: string;
  url: string;
  language: string;
  text: string;
}

export interface AnswerRequest {
  question: string;
  language: SiteLanguage;
  passages: GroundingPassage[];
}

/**
 * Writes an answer from retrieved passages. `local` composes it from the passages themselves; `openai` asks a model
 * (any OpenAI-compatible endpoint). Both stream text, so everything after the adapter is one code path. The promise
 * settles once the writer is ready to stream: a writer that cannot start rejects with ASSISTANT_UNAVAILABLE then,
 * before anything was sent to the browser.
 */
export interface AnswerWriter {
  readonly name: 'local' | 'openai';
  /** What the start-up log says about it. */
  readonly description: string;
  streamAnswer(request: AnswerRequest): Promise<AsyncIterable<string>>;
}

/** What the assistant knows: the indexed sources, and the per-account ones read for each question. */
export interface KnowledgeConfig {
  sources: readonly KnowledgeSource[];
  accountSources: readonly AccountKnowledgeSource[];
}

/** The assistant's adapters and knowledge, built once at start (server.ts). */
export interface AssistantDeps {
  writer: AnswerWriter;
  knowledge: KnowledgeConfig;
}
