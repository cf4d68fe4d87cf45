/**
 * The insight articles, read from content/insights/<slug>.md at build time (Node only: the
 * Vite plugin in vite.config.ts turns them into the `virtual:articles` list and one
 * small HTML module per article body, so the browser never parses markdown).
 *
 * Frontmatter fields, all required unless marked:
 *   id          a whole number, unique (orders articles published on the same day)
 *   title       the headline (the page's h1)
 *   excerpt     one or two sentences for cards, search, the feed and the meta description
 *   category    one of the categories in src/content/categories.ts
 *   author      an author's slug from src/content/authors.ts
 *   date        publication day, YYYY-MM-DD
 *   tags        a list of lower-case words (related articles share tags)
 *   image       the hero and card image: a path under public/ (1200 × 630 WebP)
 *   shareImage  the same artwork as a 1200 × 630 JPEG for share cards
 *   draft       optional; `true` builds the article in development only
 * The file name is the slug. The body is markdown; a link whose scheme is not http, https,
 * mailto or tel fails the build. The studio's contact details are written as tokens, never
 * copied into the text: {{site.email}}, {{site.phone}}, {{site.phoneHref}} (for a `tel:` link),
 * {{site.address}} and {{site.name}}; an unknown token fails the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { authorBySlug, authors } from './authors';
import { articleCategories, type ArticleCategory } from './categories';
import { textTokens } from './legal-source';
import { CONTENT_DIR, ContentError, contentFiles, fieldChecker, readContentFile, renderChecked } from './content-files';

const FIELDS = ['id', 'title', 'excerpt', 'category', 'author', 'date', 'tags', 'image', 'shareImage', 'draft'] as const;
const PUBLIC_DIR = path.resolve(CONTENT_DIR, '../public');
const WORDS_PER_MINUTE = 220;

/** "6 min read", from the body's word count. */
export function readTimeOf(markdown: string): string {
  const words = markdown
    .replace(/[#>*_`[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The body with its contact tokens replaced; an unknown token is reported at its line. */
function expandTokens(body: string, file: string, firstLine: number, problems: string[]): string {
  return body
    .split('\n')
    .map((line, index) =>
      line.replace(TOKEN, (whole, name: string) => {
        if (name in textTokens) return textTokens[name]!;
        problems.push(
          `${file}:${firstLine + index}: unknown token "${whole}" (known: ${Object.keys(textTokens)
            .map((t) => `{{${t}}}`)
            .join(', ')})`,
        );
        return whole;
      }),
    )
    .join('\n');
}

/** An article as the site lists it (no body). */
export type ArticleRecord = {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly excerpt: string;
  readonly category: ArticleCategory;
  readonly author: { readonly name: string; readonly role: string; readonly image: string };
  readonly date: string;
  readonly readTime: string;
  readonly wordCount: number;
  readonly image: string;
  readonly shareImage: string;
  readonly tags: readonly string[];
  readonly draft: boolean;
};

export type ArticleSource = { readonly article: ArticleRecord; readonly html: string; readonly file: string };

/**
 * Every article file, checked and rendered; throws a ContentError listing each problem as
 * `file:line: message`. Drafts are left out unless `includeDrafts` (development).
 */
export function loadArticles({ includeDrafts, dir = CONTENT_DIR }: { includeDrafts: boolean; dir?: string }): ArticleSource[] {
  const problems: string[] = [];
  const loaded: ArticleSource[] = [];
  for (const absolute of contentFiles('insights', dir)) {
    const source = readContentFile(absolute, problems, dir);
    if (!source) continue;
    const field = fieldChecker(source, problems, FIELDS);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(source.slug))
      problems.push(`${source.file}:1: the file name is the address; use lower-case words joined by hyphens`);
    const authorSlug = field.oneOf(
      'author',
      Object.values(authors).map((a) => a.slug),
    );
    const author = authorBySlug(authorSlug);
    const image = (name: string) => {
      const value = field.string(name);
      if (value && (!value.startsWith('/') || !fs.existsSync(path.join(PUBLIC_DIR, value))))
        problems.push(`${field.at(name)}: "${name}" must be the path of a file in public/ (got "${value}")`);
      return value;
    };
    const html = renderChecked(expandTokens(source.body, source.file, source.bodyLine, problems), source.file, source.bodyLine, problems);
    if (source.body.trim() === '') problems.push(`${source.file}:${source.bodyLine}: the article has no text`);
    const article: ArticleRecord = {
      id: field.integer('id'),
      title: field.string('title'),
      slug: source.slug,
      excerpt: field.string('excerpt'),
      category: field.oneOf('category', articleCategories),
      author: { name: author?.name ?? '', role: author?.role ?? '', image: author?.image ?? '' },
      date: field.isoDay('date'),
      readTime: readTimeOf(source.body),
      wordCount: source.body.split(/\s+/).filter(Boolean).length,
      image: image('image'),
      shareImage: image('shareImage'),
      tags: field.stringList('tags'),
      draft: field.optionalBoolean('draft'),
    };
    const sameId = loaded.find((other) => other.article.id === article.id);
    if (sameId) problems.push(`${field.at('id')}: id ${article.id} is already used by ${sameId.file}`);
    loaded.push({ article, html, file: source.file });
  }
  if (problems.length) throw new ContentError(problems);
  return loaded.filter((entry) => includeDrafts || !entry.article.draft);
}
