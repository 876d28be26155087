import { createHash } from 'node:crypto';
import type { KnowledgeDocument } from '@receptiva/shared';

/** About a paragraph or three: long enough to answer from, short enough to rank and to quote. */
const PASSAGE_TARGET_LENGTH = 900;

export interface Passage extends KnowledgeDocument {
  contentHash: string;
}

/** Markdown to plain words: headings, emphasis and link targets removed, the link text kept. */
export const plainTextOf = (markdown: string) =>
  markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '• ')
    .replace(/[*_`>]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();

const hashOf = (document: KnowledgeDocument) =>
  createHash('sha256')
    .update(JSON.stringify([document.kind, document.url, document.language, document.title, document.text]))
    .digest('hex');

/** A document cut at paragraph boundaries into passages of about PASSAGE_TARGET_LENGTH characters. */
export function splitIntoPassages(document: KnowledgeDocument): Passage[] {
  const paragraphs = document.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    if (current && current.length + paragraph.length > PASSAGE_TARGET_LENGTH) {
      chunks.push(current);
      current = paragraph;
    } else {
      current = current ? `${current}\n\n${paragraph}` : paragraph;
    }
  }
  if (current) chunks.push(current);
  return chunks.map((text) => {
    const passage = { ...document, text };
    return { ...passage, contentHash: hashOf(passage) };
  });
}
