import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'a',
  'img',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'title',
  'rel',
  'src',
  'alt',
  'loading',
  'decoding',
  'class',
  'start',
  'align',
  'type',
  'checked',
  'disabled',
]);

/**
 * Every element and attribute of the output: all text is escaped, so each `<` opens a real tag. Returns what is not
 * on the allowlists, and every href/src that a browser would run or load from elsewhere than the web.
 */
function unsafeParts(html: string): string[] {
  const problems: string[] = [];
  for (const [, name = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    if (!ALLOWED_TAGS.has(name.toLowerCase())) problems.push(`tag ${name}`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      if (!ALLOWED_ATTRIBUTES.has(attribute.toLowerCase())) problems.push(`attribute ${attribute}`);
      if (attribute === 'href' || attribute === 'src') {
        const decoded = value
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
        const url = new URL(decoded, 'https://site.invalid/blog/');
        if (!['https:', 'http:', 'mailto:'].includes(url.protocol)) problems.push(`${attribute} ${decoded}`);
      }
    }
  }
  return problems;
}

describe('renderMarkdown', () => {
  it('renders headings (from h2), lists, emphasis, code and links', () => {
    const html = renderMarkdown(
      '# Title\n\n## Why\n\n- one\n- **two**\n\n1. first\n\nSee [pricing](/pricing) and `code`.',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<h2>Why</h2>');
    expect(html).toContain('<li><strong>two</strong></li>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<a href="/pricing">pricing</a>');
    expect(html).toContain('<code>code</code>');
  });

  it('shows raw HTML as text: a script, an onerror attribute and an iframe never become elements', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nHello <img src=x onerror="alert(2)"> and <iframe src="https://evil.test"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(unsafeParts(html)).toEqual([]);
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JAVASCRIPT:alert(1))',
    '[click](  javascript:alert(1))',
    '[click](java\tscript:alert(1))',
    '[click](&#106;avascript:alert(1))',
    '[click](&#x6A;avascript&colon;alert(1))',
    '[click](data:text/html;base64,PHNjcmlwdD4=)',
    '[click](vbscript:msgbox(1))',
    '[click][ref]\n\n[ref]: javascript:alert(1)',
    '<javascript:alert(1)>',
  ])('renders %j as inert text', (source) => {
    const html = renderMarkdown(source);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href=/);
    expect(unsafeParts(html)).toEqual([]);
  });

  it('keeps web, e-mail and site links; external ones open without the opener or referrer', () => {
    const html = renderMarkdown(
      '[a](https://example.com/x?y=1&z=2) [b](mailto:hi@example.com) [c](#top) <https://x.test>',
    );
    expect(html).toContain('<a href="https://example.com/x?y=1&amp;z=2" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="mailto:hi@example.com">b</a>');
    expect(html).toContain('<a href="#top">c</a>');
    expect(html).toContain('<a href="https://x.test" rel="noopener noreferrer">https://x.test</a>');
  });

  it('loads images from http(s) or this site only, lazily; others show their alt text', () => {
    expect(renderMarkdown('![A chart](https://cdn.example.com/a.png "Calls")')).toContain(
      '<img src="https://cdn.example.com/a.png" alt="A chart" title="Calls" loading="lazy" decoding="async">',
    );
    expect(renderMarkdown('![local](/images/a.png)')).toContain('<img src="/images/a.png"');
    const inert = renderMarkdown('![x" onerror="alert(1)](javascript:alert(1)) ![y](data:image/png;base64,AAAA)');
    expect(inert).not.toContain('<img');
    expect(unsafeParts(inert)).toEqual([]);
  });

  it('never emits an element, attribute or URL off its allowlists, whatever the input', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '&',
      '#',
      ';',
      ':',
      '(',
      ')',
      '[',
      ']',
      '!',
      '`',
      '*',
      '_',
      '\n',
      ' ',
      '\t',
      '=',
      '/',
      'javascript',
      'data',
      'vbscript',
      'script',
      'img',
      'onerror',
      'href',
      'src',
      'a',
      'x',
      '&#106;',
      '&colon;',
      'http://',
      'https://',
      '<a href=',
      '](',
      '![',
      '<svg onload=',
      '\\',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const html = renderMarkdown(parts.join(''));
        expect(unsafeParts(html)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
