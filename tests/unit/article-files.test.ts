import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArticles } from '#src/content/article-source';
import { articles } from '#src/content/articles';
import { loadCaseStudies } from '#src/content/case-study-source';
import { CONTENT_DIR, ContentError } from '#src/content/content-files';
import { loadLegalPages } from '#src/content/legal-source';
import { site } from '#src/content/site';

let dir = '';
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

const frontmatter = {
  id: '1',
  title: 'A useful title',
  excerpt: 'One sentence about it.',
  category: 'Tutorials',
  author: 'maya-okafor',
  date: '2026-03-17',
  tags: '[planning, brief]',
  image: '/media/library/article-budgeting-for-ai-video/article-budgeting-for-ai-video.webp',
  shareImage: '/media/articles/budgeting-for-ai-video.jpg',
};

/** A content folder holding the given article files (slug → fields and body). */
function contentDir(files: Record<string, { fields?: Partial<Record<string, string | undefined>>; body?: string }>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-'));
  fs.mkdirSync(path.join(dir, 'insights'));
  for (const [slug, { fields = {}, body = 'Some words.\n' }] of Object.entries(files)) {
    const all = { ...frontmatter, ...fields };
    const lines = Object.entries(all)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: ${value}`);
    fs.writeFileSync(path.join(dir, 'insights', `${slug}.md`), `---\n${lines.join('\n')}\n---\n\n${body}`);
  }
  return dir;
}

/** The problems the build reports for these files. */
function problems(files: Parameters<typeof contentDir>[0]): readonly string[] {
  try {
    loadArticles({ includeDrafts: false, dir: contentDir(files) });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('article files (content/insights/<slug>.md)', () => {
  it('a valid file becomes an article: fields, author details, read time, body rendered to HTML', () => {
    const [entry] = loadArticles({
      includeDrafts: false,
      dir: contentDir({ 'a-guide': { body: '## Start\n\nSee the [contact form](/contact).\n' } }),
    });
    expect(entry!.article).toMatchObject({
      slug: 'a-guide',
      title: 'A useful title',
      category: 'Tutorials',
      author: { name: 'Maya Okafor', role: 'Executive Producer' },
      date: '2026-03-17',
      tags: ['planning', 'brief'],
      readTime: '1 min read',
    });
    expect(entry!.html).toBe('<h2>Start</h2>\n<p>See the <a href="/contact">contact form</a>.</p>');
  });

  it.each([
    ['a missing field', { fields: { title: undefined } }, /a-guide\.md:1: missing field "title"/],
    ['an unknown category', { fields: { category: 'Gossip' } }, /a-guide\.md:5: unknown category "Gossip"/],
    ['a bad date', { fields: { date: '2026-02-30' } }, /a-guide\.md:7: "date" must be a calendar day written YYYY-MM-DD/],
    ['a date in another format', { fields: { date: '17/03/2026' } }, /a-guide\.md:7: "date" must be a calendar day/],
    ['an unknown author', { fields: { author: 'someone' } }, /a-guide\.md:6: unknown author "someone"/],
    ['an unknown field', { fields: { subtitle: 'x' } }, /a-guide\.md:11: unknown field "subtitle"/],
    [
      'an image that is not in public/',
      { fields: { image: '/media/none.webp' } },
      /a-guide\.md:9: "image" must be the path of a file in public\//,
    ],
    [
      'a javascript: link',
      { body: 'Intro.\n\nClick [here](javascript:alert(1)).\n' },
      /a-guide\.md:15: link "javascript:alert\(1\)" is not allowed/,
    ],
    ['a data: link', { body: '[x](data:text/html,hi)\n' }, /a-guide\.md:13: link "data:text\/html,hi" is not allowed/],
  ])('%s fails the build, naming the file and line', (_, file, expected) => {
    const found = problems({ 'a-guide': file });
    expect(
      found.some((problem) => expected.test(problem)),
      found.join('\n'),
    ).toBe(true);
  });

  it('keeps http, https, mailto, tel and relative links', () => {
    expect(
      problems({
        'a-guide': { body: '[a](https://example.com) [b](http://example.com) [c](mailto:x@y.z) [d](tel:+1415) [e](/contact) [f](#top)\n' },
      }),
    ).toEqual([]);
  });

  it('two articles with one id fail', () => {
    expect(problems({ 'first-one': {}, 'second-one': {} })).toEqual([
      expect.stringMatching(/insights\/second-one\.md:2: id 1 is already used by .*insights\/first-one\.md$/),
    ]);
  });

  it('a draft is built in development only', () => {
    const folder = contentDir({ published: {}, unfinished: { fields: { id: '2', draft: 'true' } } });
    expect(loadArticles({ includeDrafts: false, dir: folder }).map((e) => e.article.slug)).toEqual(['published']);
    expect(loadArticles({ includeDrafts: true, dir: folder }).map((e) => e.article.slug)).toEqual(['published', 'unfinished']);
  });

  it('the site lists exactly the published files of content/insights', () => {
    const files = loadArticles({ includeDrafts: false });
    expect(articles.map((a) => a.slug).sort()).toEqual(files.map((e) => e.article.slug).sort());
    expect(articles.length).toBeGreaterThanOrEqual(10);
  });
});

/** A content folder with one file, `<folder>/<name>.md`, holding `text`; answers the folder. */
function folderWith(folder: string, name: string, text: string): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), `${folder}-`));
  fs.mkdirSync(path.join(dir, folder));
  fs.writeFileSync(path.join(dir, folder, `${name}.md`), text);
  return dir;
}

/** The problems `load` reports (none when it passes). */
function problemsOf(load: () => unknown): readonly string[] {
  try {
    load();
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const legalPage = (fields: string, body: string) => `---\n${fields}\n---\n\n${body}`;
const legalFields =
  'summary: "{{site.name}} keeps little."\nlastUpdated: 2024-03-15\nrelated:\n  - label: Cookie Policy\n    to: /cookie-policy';
const legalBody =
  '## Who we are {#who-we-are}\n\n{{site.name}} is a studio.\n\n- **Term.** A list item.\n\nTable: Retention periods\n\n| What | How long |\n| --- | --- |\n| Logs | 30 days |\n\n## Contact us {#contact}\n\nWrite to us:\n\n{{contact}}\n';

describe('legal page files (content/legal/<page>.md)', () => {
  const load = (text: string, name = 'privacy-policy') => loadLegalPages({ dir: folderWith('legal', name, text) });

  it('a valid file becomes sections with anchors, HTML text, captioned tables and the blocks the tokens stand for', () => {
    const [page] = load(legalPage(legalFields, legalBody));
    expect(page!.doc.summary).toBe(`${site.name} keeps little.`);
    expect(page!.doc.lastUpdated).toEqual({ iso: '2024-03-15', label: 'March 15, 2024' });
    expect(page!.doc.related).toEqual([{ label: 'Cookie Policy', to: '/cookie-policy' }]);
    expect(page!.doc.sections.map((s) => [s.id, s.title])).toEqual([
      ['who-we-are', 'Who we are'],
      ['contact', 'Contact us'],
    ]);
    expect(page!.doc.sections[0]!.blocks).toEqual([
      { kind: 'html', html: `<p>${site.name} is a studio.</p>\n<ul>\n<li><strong>Term.</strong> A list item.</li>\n</ul>` },
      { kind: 'table', caption: 'Retention periods', head: ['What', 'How long'], rows: [['Logs', '30 days']] },
    ]);
    expect(page!.doc.sections[1]!.blocks.at(-1)).toEqual({ kind: 'contact' });
  });

  it.each([
    [
      'a missing field',
      legalPage('lastUpdated: 2024-03-15\nrelated:\n  - label: Cookie Policy\n    to: /cookie-policy', legalBody),
      /privacy-policy\.md:1: missing field "summary"/,
    ],
    ['an unknown field', legalPage(`${legalFields}\nauthor: legal`, legalBody), /privacy-policy\.md:7: unknown field "author"/],
    [
      'a bad date',
      legalPage(legalFields.replace('2024-03-15', '2024-02-30'), legalBody),
      /privacy-policy\.md:3: "lastUpdated" must be a calendar day written YYYY-MM-DD \(got "2024-02-30"\)/,
    ],
    [
      'a related link to no page',
      legalPage(legalFields.replace('/cookie-policy', '/cookies'), legalBody),
      /privacy-policy\.md:6: unknown page "\/cookies" in "related\.0\.to"/,
    ],
    [
      'an unknown token',
      legalPage(legalFields, legalBody.replace('is a studio', 'is at {{site.fax}}')),
      /privacy-policy\.md:11: unknown token "\{\{site\.fax\}\}"/,
    ],
    [
      'an unknown token in the summary',
      legalPage(legalFields.replace('{{site.name}}', '{{studio}}'), legalBody),
      /privacy-policy\.md:2: unknown token "\{\{studio\}\}"/,
    ],
    [
      'a block token inside a sentence',
      legalPage(legalFields, legalBody.replace('Write to us:', 'Write to us: {{contact}}')),
      /privacy-policy\.md:23: \{\{contact\}\} must be a paragraph of its own/,
    ],
    [
      'a javascript: link',
      legalPage(legalFields, legalBody.replace('is a studio', 'is [a studio](javascript:alert(1))')),
      /privacy-policy\.md:11: link "javascript:alert\(1\)" is not allowed/,
    ],
    [
      'a section without an anchor',
      legalPage(legalFields, legalBody.replace(' {#contact}', '')),
      /privacy-policy\.md:21: a section starts with "## Heading \{#anchor-id\}"/,
    ],
    [
      'a table without a caption',
      legalPage(legalFields, legalBody.replace('Table: Retention periods\n\n', '')),
      /privacy-policy\.md:15: a table needs a caption/,
    ],
    [
      'a link in a table cell',
      legalPage(legalFields, legalBody.replace('| Logs |', '| [Logs](/contact) |')),
      /privacy-policy\.md:19: table cells are plain text/,
    ],
  ])('%s fails the build, naming the file and line', (_, text, expected) => {
    const found = problemsOf(() => load(text));
    expect(
      found.some((problem) => expected.test(problem)),
      found.join('\n'),
    ).toBe(true);
  });

  it('a file for a page the site does not have fails', () => {
    expect(problemsOf(() => load(legalPage(legalFields, legalBody), 'refund-policy'))).toEqual([
      expect.stringMatching(/legal\/refund-policy\.md:1: unknown legal page "refund-policy"/),
    ]);
  });

  it('the three legal pages of content/legal pass', () => {
    expect(
      loadLegalPages()
        .map((page) => page.slug)
        .sort(),
    ).toEqual(['cookie-policy', 'privacy-policy', 'terms-of-service']);
  });
});

describe('case study files (content/case-studies/<slug>.md)', () => {
  const real = (slug: string) => fs.readFileSync(path.join(CONTENT_DIR, 'case-studies', `${slug}.md`), 'utf8');
  const lineOf = (text: string, start: string) => text.split('\n').findIndex((line) => line.startsWith(start)) + 1;
  const load = (text: string, slug = 'danone-avatars') => loadCaseStudies({ dir: folderWith('case-studies', slug, text) });
  const danone = real('danone-avatars');

  it('the four case studies of content/case-studies pass, their stories rendered to HTML', () => {
    const studies = loadCaseStudies();
    expect(studies.map((s) => s.slug)).toEqual(['danone-avatars', 'spiral-potato-truck', 'tropic-twist', 'cultural-luxury']);
    expect(studies[0]!.text.path).toBe('/projects/danone-avatars');
    expect(studies[0]!.text.storyHtml).toMatch(/^<p>We started from the script/);
  });

  it.each([
    ['a missing field', () => danone.replace(/^badge: .*\n/m, ''), () => /danone-avatars\.md:1: missing field "badge"/],
    [
      'a missing field in a section',
      () => danone.replace(/^ {2}heading: A global message.*\n/m, ''),
      () => new RegExp(`danone-avatars\\.md:${lineOf(danone, 'challenge:')}: missing field "challenge\\.heading"`),
    ],
    ['an unknown field', () => danone.replace(/^badge: /m, 'subtitle: x\nbadge: '), () => /danone-avatars\.md:2: unknown field "subtitle"/],
    [
      'a bad date',
      () => danone.replace(/^published: .*$/m, 'published: 2024-13-01'),
      () => new RegExp(`danone-avatars\\.md:${lineOf(danone, 'published:')}: "published" must be a calendar day`),
    ],
    [
      'an unknown icon',
      () => danone.replace('- icon: clock', '- icon: clocks'),
      () => new RegExp(`danone-avatars\\.md:${lineOf(danone, '    - icon: clock')}: unknown icon "clocks"`),
    ],
    [
      'a button to a page the site does not have',
      () => danone.replace('to: /contact', 'to: /kontakt'),
      () => new RegExp(`danone-avatars\\.md:${lineOf(danone, '    to: /contact')}: unknown page "/kontakt"`),
    ],
    [
      'a link with another scheme in the story',
      () => danone.replace('We started from the script', 'We started from [the script](ftp://example.com/script)'),
      () =>
        new RegExp(`danone-avatars\\.md:${lineOf(danone, 'We started from the script')}: link "ftp://example.com/script" is not allowed`),
    ],
    [
      'a rating out of range',
      () => danone.replace('rating: 5', 'rating: 6'),
      () => /danone-avatars\.md:\d+: "testimonial\.rating" must be a whole number from 1 to 5/,
    ],
  ])('%s fails the build, naming the file and line', (_, text, expected) => {
    const found = problemsOf(() => load(text()));
    expect(
      found.some((problem) => expected().test(problem)),
      found.join('\n'),
    ).toBe(true);
  });

  it('a file for a case study the site does not have, or a story in the research layout, fails', () => {
    expect(problemsOf(() => load(danone, 'danone-avatar'))).toEqual([
      expect.stringMatching(/case-studies\/danone-avatar\.md:1: unknown case study "danone-avatar"/),
    ]);
    const luxury = real('cultural-luxury');
    expect(problemsOf(() => load(`${luxury}\nA story.\n`, 'cultural-luxury'))).toEqual([
      expect.stringMatching(/cultural-luxury\.md:\d+: the research layout has no story text/),
    ]);
  });
});
