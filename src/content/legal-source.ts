/**
 * The legal pages (privacy policy, terms of service, cookie policy), read from
 * content/legal/<page>.md at build time (Node only: the Vite plugin in vite.config.ts turns each
 * into the module `virtual:legal/<page>`, already split into sections and blocks, the text
 * rendered to HTML here, so the browser parses no markdown).
 *
 * Frontmatter fields, all required:
 *   summary      the highlighted paragraph above the first section (tokens allowed)
 *   lastUpdated  the day shown as 'Last Updated', YYYY-MM-DD
 *   related      links to the other policies: a list of { label, to }, `to` a page of this site
 *
 * Body: one `## Heading {#anchor-id}` per section (the id is the stable anchor the table of
 * contents and links use: lower-case words joined by hyphens, unique in the page), then
 * paragraphs, lists (`- **Term.** text` for a defined term) and tables. A table needs a caption:
 * a paragraph `Table: <caption>` right above it; its cells are plain text (the first column
 * becomes the row headers).
 *
 * Values that live in code are written as tokens, so they are never copied into the text:
 *   {{site.name}} {{site.email}} {{site.phone}} {{site.phoneHref}} {{site.address}}
 *                           replaced by the build (site.ts, studio-contact.ts)
 *   {{contact}}             a paragraph of its own: the studio's contact card (email, phone, post)
 *   {{cookie-categories}}   a paragraph of its own: the cookie categories table, built from the
 *                           cookie banner's copy and the consent-mode signals
 *   {{external-services}}   a paragraph of its own: the table of what the site loads from other
 *                           hosts and when, built from src/content/external-services.ts
 *   {{cookie-settings}} …   a paragraph starting with it: its text beside the button that
 *                           reopens the cookie settings
 * An unknown token, a token in the wrong place, a link whose scheme is not http, https, mailto or
 * tel, or a missing or unknown field fails the build as `content/legal/<page>.md:<line>: …`.
 */
import type { Root, RootContent, Table } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import {
  checkShape,
  CONTENT_DIR,
  ContentError,
  contentFiles,
  readContentFile,
  renderChecked,
  shape,
  type ContentFile,
} from './content-files';
import type { LegalBlock, LegalDocument, LegalPageSlug } from './legal';
import { legalPageSlugs } from './legal';
import { pages } from './pages';
import { site } from './site';
import { postalAddressLine } from './studio-contact';

const FIELDS = {
  summary: shape.text,
  lastUpdated: shape.day,
  related: shape.list(shape.group({ label: shape.text, to: shape.oneOf('page', Object.keys(pages)) })),
};

/** Tokens replaced by text from site.ts wherever they appear. */
export const textTokens: Readonly<Record<string, string>> = {
  'site.name': site.name,
  'site.email': site.email,
  'site.phone': site.phone,
  'site.phoneHref': site.phoneHref,
  'site.address': postalAddressLine(),
};
/** Tokens that stand for a block the page renders from code. */
const BLOCK_TOKENS = ['contact', 'cookie-categories', 'external-services', 'cookie-settings'] as const;
/** Block tokens that stand alone as a paragraph, and the block each becomes. */
const STANDALONE_BLOCKS: Readonly<Record<string, LegalBlock>> = {
  '{{contact}}': { kind: 'contact' },
  '{{cookie-categories}}': { kind: 'cookieCategories' },
  '{{external-services}}': { kind: 'externalServices' },
};
const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Replaces the text tokens of `text` (whose first line is line `firstLine` of `file`); block
 * tokens are left for the block reader, unknown ones are reported.
 */
function expandTokens(text: string, file: string, firstLine: number, problems: string[]): string {
  return text
    .split('\n')
    .map((line, index) =>
      line.replace(TOKEN, (whole, name: string) => {
        if (name in textTokens) return textTokens[name]!;
        if (!(BLOCK_TOKENS as readonly string[]).includes(name)) {
          problems.push(
            `${file}:${firstLine + index}: unknown token "${whole}" (known: ${[...Object.keys(textTokens), ...BLOCK_TOKENS].map((t) => `{{${t}}}`).join(', ')})`,
          );
        }
        return whole;
      }),
    )
    .join('\n');
}

const dateLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** Plain text of a table cell; anything but text (a link, emphasis) is refused. */
function cellText(cell: Table['children'][number]['children'][number], refuse: () => void): string {
  return cell.children
    .map((node) => {
      if (node.type === 'text') return node.value;
      refuse();
      return '';
    })
    .join('')
    .trim();
}

export type LegalSource = { readonly slug: LegalPageSlug; readonly doc: LegalDocument; readonly file: string };

/** Reads the sections and blocks of one page's body. */
function readBody(source: ContentFile, body: string, problems: string[]): LegalDocument['sections'] {
  const at = (node: { position?: { start: { line: number } } }) =>
    `${source.file}:${source.bodyLine + (node.position?.start.line ?? 1) - 1}`;
  const slice = (node: RootContent) => body.slice(node.position!.start.offset, node.position!.end.offset);
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body) as Root;
  const sections: { id: string; title: string; blocks: LegalBlock[] }[] = [];
  /** Markdown waiting to be rendered as one HTML block, with the line it starts on. */
  let pending: { markdown: string; line: number } | undefined;
  const html = (markdown: string, firstLine: number) => renderChecked(markdown, source.file, source.bodyLine + firstLine - 1, problems);
  const flush = () => {
    if (pending && sections.length) sections.at(-1)!.blocks.push({ kind: 'html', html: html(pending.markdown, pending.line) });
    pending = undefined;
  };
  const children = tree.children;
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    const text = slice(node);
    if (node.type === 'heading') {
      flush();
      const match = /^##\s+(.+?)\s*\{#([^}]*)\}\s*$/.exec(text);
      if (node.depth !== 2 || !match) {
        problems.push(`${at(node)}: a section starts with "## Heading {#anchor-id}"`);
        continue;
      }
      const [, title, id] = match as unknown as [string, string, string];
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) problems.push(`${at(node)}: anchor "${id}" must be lower-case words joined by hyphens`);
      if (sections.some((s) => s.id === id)) problems.push(`${at(node)}: anchor "${id}" is used by another section of this page`);
      sections.push({ id, title, blocks: [] });
      continue;
    }
    if (!sections.length) {
      problems.push(`${at(node)}: the text must start with a section heading ("## Heading {#anchor-id}")`);
      break;
    }
    const blocks = sections.at(-1)!.blocks;
    const tokens = [...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => (BLOCK_TOKENS as readonly string[]).includes(name));
    const caption = node.type === 'paragraph' && /^Table:\s*(.+)$/s.exec(text);
    if (caption) {
      const table = children[i + 1];
      if (table?.type !== 'table') {
        problems.push(`${at(node)}: "Table:" is a caption and must stand right above a table`);
        continue;
      }
      flush();
      i++;
      const [head, ...rows] = table.children.map((row) =>
        row.children.map((cell) =>
          cellText(cell, () => problems.push(`${at(cell)}: table cells are plain text (no links, emphasis or HTML)`)),
        ),
      );
      blocks.push({ kind: 'table', caption: caption[1]!.trim(), head: head ?? [], rows });
      continue;
    }
    if (node.type === 'table') {
      problems.push(`${at(node)}: a table needs a caption: a paragraph "Table: <caption>" right above it`);
      continue;
    }
    if (tokens.length) {
      const trimmed = text.trim();
      if (node.type === 'paragraph' && tokens.length === 1 && STANDALONE_BLOCKS[trimmed]) {
        flush();
        blocks.push(STANDALONE_BLOCKS[trimmed]);
      } else if (
        node.type === 'paragraph' &&
        tokens.length === 1 &&
        trimmed.startsWith('{{cookie-settings}}') &&
        trimmed.length > '{{cookie-settings}}'.length
      ) {
        flush();
        const rendered = html(trimmed.slice('{{cookie-settings}}'.length).trim(), node.position!.start.line);
        blocks.push({ kind: 'cookieSettings', html: rendered.replace(/^<p>|<\/p>$/g, '') });
      } else {
        problems.push(
          `${at(node)}: {{${tokens[0]}}} must be a paragraph of its own (${Object.keys(STANDALONE_BLOCKS).join(', ')}) or start one followed by its text ({{cookie-settings}})`,
        );
      }
      continue;
    }
    if (pending) pending.markdown += `\n\n${text}`;
    else pending = { markdown: text, line: node.position!.start.line };
  }
  flush();
  if (!sections.length) problems.push(`${source.file}:${source.bodyLine}: the page has no sections`);
  for (const section of sections) {
    if (!section.blocks.length) problems.push(`${source.file}:${source.bodyLine}: section "${section.id}" has no text`);
  }
  return sections;
}

/**
 * Every legal page file, checked and split into sections; throws a ContentError listing each
 * problem as `file:line: message`.
 */
export function loadLegalPages({ dir = CONTENT_DIR }: { dir?: string } = {}): LegalSource[] {
  const problems: string[] = [];
  const loaded: LegalSource[] = [];
  for (const absolute of contentFiles('legal', dir)) {
    const source = readContentFile(absolute, problems, dir);
    if (!source) continue;
    if (!(legalPageSlugs as readonly string[]).includes(source.slug)) {
      problems.push(
        `${source.file}:1: unknown legal page "${source.slug}" (the file names are ${legalPageSlugs.map((s) => `${s}.md`).join(', ')})`,
      );
      continue;
    }
    checkShape(source, problems, FIELDS);
    const {
      summary: summaryText,
      lastUpdated: iso,
      related,
    } = source.fields as { summary?: string; lastUpdated?: string; related?: LegalDocument['related'] };
    const summary = expandTokens(String(summaryText ?? ''), source.file, source.lines.summary ?? 1, problems);
    const body = expandTokens(source.body, source.file, source.bodyLine, problems);
    const sections = readBody(source, body, problems);
    loaded.push({
      slug: source.slug as LegalPageSlug,
      file: source.file,
      doc: { summary, lastUpdated: { iso: String(iso), label: String(iso && dateLabel(iso)) }, related: related ?? [], sections },
    });
  }
  for (const slug of dir === CONTENT_DIR ? legalPageSlugs : []) {
    if (!loaded.some((page) => page.slug === slug)) problems.push(`content/legal/${slug}.md:1: the file is missing`);
  }
  if (problems.length) throw new ContentError(problems);
  return loaded;
}
