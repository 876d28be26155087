import { type Entry, headElements, type MetaPriority, type MetaTags, SEO_MARKER, winningTags } from './meta-tags';

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Gathers what a server render says about the page (the same PageMeta, RouteMeta and JSON-LD components that keep
 * <head> in sync in the browser) and writes it as HTML for the document's <head>.
 */
export class HeadCollector {
  private readonly entries: Entry[] = [];
  private readonly jsonLd = new Map<string, string>();
  private notFound = false;

  /** The page has nothing to show at this address (a blog post that is not public): the answer is 404. */
  markNotFound(): void {
    this.notFound = true;
  }

  get isNotFound(): boolean {
    return this.notFound;
  }

  setMeta(priority: MetaPriority, tags: MetaTags): void {
    this.entries.push({ priority, tags });
  }

  /** `json` is already serialised with `<` escaped (serializeJsonLd). */
  addJsonLd(id: string, json: string): void {
    this.jsonLd.set(id, json);
  }

  get title(): string | null {
    return winningTags(this.entries)?.title ?? null;
  }

  toHtml(): string {
    const tags = winningTags(this.entries);
    const parts: string[] = [];
    if (tags) {
      parts.push(`<title>${escapeHtml(tags.title)}</title>`);
      for (const { tag, attributes } of headElements(tags)) {
        const attributeList = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
        parts.push(`<${tag} ${attributeList.join(' ')} ${SEO_MARKER}>`);
      }
    }
    for (const [id, json] of this.jsonLd) {
      parts.push(`<script type="application/ld+json" id="${escapeHtml(id)}">${json}</script>`);
    }
    return parts.join('\n    ');
  }
}
