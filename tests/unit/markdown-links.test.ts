import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '#src/components/markdown/render-markdown';
import { safeUrl } from '#src/components/markdown/safe-url';

/** Markdown as the build renders it (article bodies are rendered at build time). */
const render = (markdown: string) => renderMarkdown(markdown).html;

/** Every href attribute in the rendered HTML. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');

describe('safeUrl: the link policy (http, https, mailto, tel, relative, anchor)', () => {
  it.each([
    ['https://example.com/page?q=1#x'],
    ['http://example.com'],
    ['HTTPS://EXAMPLE.COM/'],
    ['mailto:info@lumora.studio'],
    ['MAILTO:info@lumora.studio'],
    ['tel:+14155550142'],
    ['/projects/danone-avatars'],
    ['/insights/a:b'],
    ['insights/relative-path'],
    ['../up-one'],
    ['#section'],
    ['?q=budget'],
  ])('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    [' javascript:alert(1)'],
    ['\tjavascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['jav\u200bascript:alert(1)'],
    ['\ufeffjavascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['blob:https://example.com/uuid'],
    ['ftp://example.com'],
    ['http:evil.example'],
    ['https:/evil.example'],
    ['\\\\evil.example\\share'],
    ['/\\evil.example'],
    ['/\tjavascript:alert(1)'],
    [''],
    ['   '],
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeNull();
  });

  it('is the markdown renderer’s urlTransform: what it refuses is reported with its line', () => {
    const { refused } = renderMarkdown('Fine [link](https://example.com).\n\nThen [a bad one](javascript:alert(1)).');
    expect(refused).toEqual([{ url: 'javascript:alert(1)', line: 3 }]);
  });
});

describe('rendered markdown: hostile links are inert', () => {
  it.each([
    ['[click](javascript:alert(1))'],
    ['[click](JaVaScRiPt:alert(1))'],
    ['[click](<javascript:alert(1)>)'],
    ['[click](&#106;avascript:alert(1))'],
    ['[click](&#x6A;avascript:alert(1))'],
    ['[click](javascript&colon;alert(1))'],
    ['[click](jav&#x09;ascript:alert(1))'],
    ['[click](&#0;javascript:alert(1))'],
    ['[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['[click](vbscript:msgbox(1))'],
    ['[click][ref]\n\n[ref]: javascript:alert(1)'],
    ['<javascript:alert(1)>'],
    ['<a href="javascript:alert(1)">click</a>'],
    ['![x](javascript:alert(1))'],
  ])('%j renders no dangerous href', (markdown) => {
    const html = render(markdown);
    for (const href of hrefs(html)) {
      expect(href.toLowerCase().replace(/[^a-z:]/g, '')).not.toMatch(/^(javascript|data|vbscript):/);
      expect(safeUrl(href.replace(/&amp;/g, '&'))).not.toBeNull();
    }
    expect(html.toLowerCase()).not.toContain('href="javascript');
    expect(html).not.toContain('<script');
  });

  it('keeps the words of a refused link, without a link', () => {
    const html = render('Read [the guide](javascript:alert(1)) now.');
    expect(html).toContain('the guide');
    expect(html).toContain('data-inert-link');
    expect(html).not.toMatch(/<a[\s>]/);
  });

  it('renders allowed external, mail and phone links, external ones with noopener', () => {
    const html = render('[site](https://example.com) [mail](mailto:info@lumora.studio) [call](tel:+14155550142) [top](#intro)');
    expect(hrefs(html)).toEqual(['https://example.com', 'mailto:info@lumora.studio', 'tel:+14155550142', '#intro']);
    expect(html).toMatch(/href="https:\/\/example.com" rel="noopener noreferrer"/);
  });

  it('drops raw HTML and demotes a level-one heading to h2', () => {
    const html = render('# Title\n\n<img src=x onerror=alert(1)>\n\ntext');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).not.toContain('onerror');
  });

  it('prints number ranges in prose with an en dash, and leaves code and phone numbers as written', () => {
    const html = render('Budgets of $5,000-$25,000 in 2-3 weeks, days 10-14.\n\nCall +1 (415) 555-0142 or run `npm run 2-3`.');
    expect(html).toContain('$5,000\u2013$25,000 in 2\u20133 weeks, days 10\u201314.');
    expect(html).toContain('555-0142');
    expect(html).toContain('<code>npm run 2-3</code>');
  });
});
