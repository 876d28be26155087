/** The labelled lines of a demo agent's system prompt that the local agent can answer from (decision 009). */
export const FACT_LABELS = [
  'Business',
  'Hours',
  'Services',
  'Prices',
  'Location',
  'Payment',
  'Emergency',
  'Qualify',
  'Booking',
] as const;
export type FactLabel = (typeof FACT_LABELS)[number];
export type PromptFacts = Partial<Record<FactLabel, string>>;

/** `Hours: Monday to Friday …` → `{ Hours: 'Monday to Friday …' }`; other lines (the persona) are ignored. */
export function readPromptFacts(systemPrompt: string): PromptFacts {
  const facts: PromptFacts = {};
  for (const line of systemPrompt.split('\n')) {
    const match = /^\s*([A-Za-z]+)\s*:\s*(.+?)\s*$/.exec(line);
    const label = FACT_LABELS.find((known) => known === match?.[1]);
    if (label && match?.[2]) facts[label] ??= match[2];
  }
  return facts;
}
