import { Marked, type Tokens } from 'marked';
import { safeImageUrl, safeLinkUrl } from './safe-url';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/**
 * Blog Markdown to HTML that is safe to insert into a page (issue 14): raw HTML is shown as text, never parsed;
 * links keep their href only for http(s), mailto and this site's paths (`javascript:`, `data:`, `vbscript:` links
 * render as their text); external links get `rel="noopener noreferrer"`; images load only from http(s) or this
 * site. Headings start at h2: the page's title is its h1. The server renders posts with it, the editor's preview
 * with the same function.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const safe = safeLinkUrl(href);
      if (!safe) return text;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = safe.isExternal ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(safe.href)}"${titleAttribute}${rel}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const src = safeImageUrl(href);
      if (!src) return escapeHtml(text);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(text)}"${titleAttribute} loading="lazy" decoding="async">`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
