import { renderMarkdown } from '@receptiva/shared/render-markdown';
import { useMemo } from 'react';
import { proseClasses } from '../utils/prose-classes';

/**
 * The body as readers will see it, rendered in the browser by the same safe renderer the server uses. Loaded with
 * the editor only (the Markdown library never reaches a public page).
 */
export const MarkdownPreview = ({ markdown, language }: { markdown: string; language: string }) => {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <div
      lang={language}
      dir="auto"
      className={proseClasses}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown escapes raw HTML and drops unsafe URLs
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};
