/** A plain-text field's paragraphs: the text between blank lines, trimmed, empty ones dropped. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
