import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArticles } from '../../src/content/article-source';
import { articles } from '../../src/content/articles';
import { ContentError } from '../../src/content/content-files';

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
  image: '/media/articles/budgeting-for-ai-video.webp',
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
    const [entry] = loadArticles({ includeDrafts: false, dir: contentDir({ 'a-guide': { body: '## Start\n\nSee the [contact form](/contact).\n' } }) });
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
    ['an image that is not in public/', { fields: { image: '/media/none.webp' } }, /a-guide\.md:9: "image" must be the path of a file in public\//],
    ['a javascript: link', { body: 'Intro.\n\nClick [here](javascript:alert(1)).\n' }, /a-guide\.md:15: link "javascript:alert\(1\)" is not allowed/],
    ['a data: link', { body: '[x](data:text/html,hi)\n' }, /a-guide\.md:13: link "data:text\/html,hi" is not allowed/],
  ])('%s fails the build, naming the file and line', (_, file, expected) => {
    const found = problems({ 'a-guide': file });
    expect(found.some((problem) => expected.test(problem)), found.join('\n')).toBe(true);
  });

  it('keeps http, https, mailto, tel and relative links', () => {
    expect(problems({ 'a-guide': { body: '[a](https://example.com) [b](http://example.com) [c](mailto:x@y.z) [d](tel:+1415) [e](/contact) [f](#top)\n' } })).toEqual([]);
  });

  it('two articles with one id fail', () => {
    expect(problems({ 'first-one': {}, 'second-one': {} })).toEqual([expect.stringMatching(/insights\/second-one\.md:2: id 1 is already used by .*insights\/first-one\.md$/)]);
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
