import { LOCAL_ANSWER_PHRASES } from './local-answer-phrases';
import type { AnswerRequest, AnswerWriter, GroundingPassage } from './types';

const EXCERPT_MAX = 360;
const PASSAGES_SHOWN = 3;

/** Lower-case word stems of at least 3 letters, so "connecting" finds "connect" (a crude, language-blind stem). */
const stemsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3)
      .map((word) => word.slice(0, 6)),
  );

/** The sentences of a passage that share most words with the question, kept in their order, within a budget. */
export function excerptFor(passage: GroundingPassage, question: string): string {
  const wanted = stemsOf(question);
  // A sentence ends at . ! ? before a space (so "99.9%" stays whole), or at a CJK full stop.
  const sentences = passage.text
    .split(/(?<=[.!?])\s+|(?<=[。！？])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const scored = sentences.map((sentence, index) => ({
    index,
    sentence,
    score: [...stemsOf(sentence)].filter((stem) => wanted.has(stem)).length,
  }));
  const best = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof scored = [];
  let length = 0;
  for (const candidate of best) {
    if (length + candidate.sentence.length > EXCERPT_MAX && chosen.length > 0) break;
    chosen.push(candidate);
    length += candidate.sentence.length + 1;
  }
  const text = chosen
    .sort((a, b) => a.index - b.index)
    .map((c) => c.sentence)
    .join(' ');
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1).trimEnd()}…` : text;
}

/** The answer composed from the best passages themselves, with their numbers as citations. */
export function composeLocalAnswer({ question, language, passages }: AnswerRequest): string[] {
  const phrases = LOCAL_ANSWER_PHRASES[language];
  if (passages.length === 0) return [phrases.nothingFound];
  return [
    phrases.intro,
    ...passages
      .slice(0, PASSAGES_SHOWN)
      .map(
        (passage) =>
          `${phrases.from[passage.kind]} (${passage.title}) [${passage.number}]: ${excerptFor(passage, question)}`,
      ),
  ];
}

/** The offline writer: no model, no network; the answer is made of the retrieved passages. */
export function createLocalAnswerWriter(): AnswerWriter {
  return {
    name: 'local',
    description: 'local (full-text retrieval, answers composed from passages)',
    async streamAnswer(request) {
      const paragraphs = composeLocalAnswer(request);
      return (async function* () {
        for (const [index, paragraph] of paragraphs.entries()) yield index === 0 ? paragraph : `\n\n${paragraph}`;
      })();
    },
  };
}
