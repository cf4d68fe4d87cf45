/**
 * Markdown files with YAML frontmatter (content/**.md), read at build time in Node: the
 * frontmatter's fields with the line each sits on, and the body with its first line, so every
 * problem the build finds is reported as `content/insights/<slug>.md:<line>: <what is wrong>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { renderMarkdown } from '#src/components/markdown/render-markdown';

export const CONTENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');

/** A content file the build refuses, with where and why. */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content check failed:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

export type ContentFile = {
  /** Path from the repository root, e.g. content/insights/budgeting-for-ai-video.md */
  readonly file: string;
  /** The name without `.md`. */
  readonly slug: string;
  readonly fields: Readonly<Record<string, unknown>>;
  /** The line each frontmatter field starts on; nested ones by their path (`related.0.to`, `challenge.cards.2.title`). */
  readonly lines: Readonly<Record<string, number>>;
  readonly body: string;
  /** The line of the file the body's first line is on. */
  readonly bodyLine: number;
};

/** Reads one file; a file without a frontmatter block, or with YAML that does not parse, is refused. */
export function readContentFile(absolute: string, problems: string[], dir = CONTENT_DIR): ContentFile | undefined {
  const file = path.relative(path.resolve(dir, '..'), absolute);
  const text = fs.readFileSync(absolute, 'utf8').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) {
    problems.push(`${file}:1: the file must start with a frontmatter block between two --- lines`);
    return undefined;
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(match[1]!, { lineCounter, uniqueKeys: true, schema: 'core' });
  for (const error of doc.errors) problems.push(`${file}:${(error.linePos?.[0].line ?? 0) + 1}: ${error.message.split('\n')[0]}`);
  if (doc.errors.length) return undefined;
  if (!isMap(doc.contents)) {
    problems.push(`${file}:2: the frontmatter must be a list of fields (name: value)`);
    return undefined;
  }
  const lines: Record<string, number> = {};
  const lineOf = (offset: number) => lineCounter.linePos(offset).line + 1;
  const record = (node: unknown, prefix: string) => {
    if (isMap(node)) {
      for (const item of node.items) {
        if (!isScalar(item.key) || !item.key.range) continue;
        const name = prefix + String(item.key.value);
        lines[name] = lineOf(item.key.range[0]);
        record(item.value, `${name}.`);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const range = (item as YamlNode | null)?.range;
        if (range) lines[prefix + String(index)] = lineOf(range[0]);
        record(item, `${prefix}${index}.`);
      });
    }
  };
  record(doc.contents, '');
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 1 : 0) + 1;
  return {
    file,
    slug: path.basename(absolute, '.md'),
    fields: (doc.toJS() ?? {}) as Record<string, unknown>,
    lines,
    body: text.slice(match[0].length),
    bodyLine,
  };
}

/**
 * Markdown to HTML (react-markdown, render-markdown.tsx), reporting every link the link policy
 * refuses (a scheme other than http, https, mailto or tel) at its line: `firstLine` is the line
 * of `file` that the markdown's first line is on.
 */
export function renderChecked(markdown: string, file: string, firstLine: number, problems: string[]): string {
  const { html, refused } = renderMarkdown(markdown);
  for (const { url, line } of refused) {
    problems.push(`${file}:${firstLine + (line ?? 1) - 1}: link "${url}" is not allowed (http, https, mailto, tel or a relative link)`);
  }
  return html;
}

/** Every `.md` file of a folder under content/, in name order. */
export function contentFiles(folder: string, dir = CONTENT_DIR): string[] {
  const at = path.join(dir, folder);
  if (!fs.existsSync(at)) return [];
  return fs
    .readdirSync(at)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(at, name));
}

const isCalendarDay = (value: string) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

/** Field checks that name the file and line of what they refuse. */
export function fieldChecker(source: ContentFile, problems: string[], known: readonly string[]) {
  const at = (name: string) => `${source.file}:${source.lines[name] ?? 1}`;
  for (const name of Object.keys(source.fields)) {
    if (!known.includes(name)) problems.push(`${at(name)}: unknown field "${name}" (allowed: ${known.join(', ')})`);
  }
  const present = (name: string): boolean => {
    const value = source.fields[name];
    if (value === undefined || value === null || value === '') {
      problems.push(`${source.file}:1: missing field "${name}"`);
      return false;
    }
    return true;
  };
  return {
    at,
    string(name: string): string {
      if (!present(name)) return '';
      const value = source.fields[name];
      if (typeof value !== 'string') problems.push(`${at(name)}: "${name}" must be text`);
      return String(value);
    },
    optionalBoolean(name: string): boolean {
      const value = source.fields[name];
      if (value === undefined) return false;
      if (typeof value !== 'boolean') problems.push(`${at(name)}: "${name}" must be true or false`);
      return value === true;
    },
    integer(name: string): number {
      if (!present(name)) return 0;
      const value = source.fields[name];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
        problems.push(`${at(name)}: "${name}" must be a whole number from 1`);
      return Number(value);
    },
    stringList(name: string): string[] {
      if (!present(name)) return [];
      const value = source.fields[name];
      if (!Array.isArray(value) || value.length === 0 || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
        problems.push(`${at(name)}: "${name}" must be a list of words`);
        return [];
      }
      return value as string[];
    },
    /** An ISO calendar day (YYYY-MM-DD) that exists. */
    isoDay(name: string): string {
      const value = this.string(name);
      if (!isCalendarDay(value)) {
        if (value) problems.push(`${at(name)}: "${name}" must be a calendar day written YYYY-MM-DD (got "${value}")`);
      }
      return value;
    },
    oneOf<T extends string>(name: string, allowed: readonly T[]): T {
      const value = this.string(name);
      if (value && !allowed.includes(value as T)) problems.push(`${at(name)}: unknown ${name} "${value}" (one of: ${allowed.join(', ')})`);
      return value as T;
    },
  };
}

/**
 * The shape of a nested frontmatter value, for files whose fields are lists and groups
 * (content/case-studies): checked by `checkShape`, which names the line of each problem.
 */
export type Shape =
  | { readonly kind: 'text' }
  | { readonly kind: 'day' }
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'oneOf'; readonly values: readonly string[]; readonly what: string }
  | { readonly kind: 'list'; readonly of: Shape }
  | { readonly kind: 'group'; readonly fields: Readonly<Record<string, Shape>> }
  | { readonly kind: 'optional'; readonly shape: Shape };

export const shape = {
  text: { kind: 'text' } as Shape,
  day: { kind: 'day' } as Shape,
  integer: (min: number, max: number): Shape => ({ kind: 'integer', min, max }),
  oneOf: (what: string, values: readonly string[]): Shape => ({ kind: 'oneOf', what, values }),
  list: (of: Shape): Shape => ({ kind: 'list', of }),
  group: (fields: Readonly<Record<string, Shape>>): Shape => ({ kind: 'group', fields }),
  optional: (of: Shape): Shape => ({ kind: 'optional', shape: of }),
};

/**
 * Checks the frontmatter against `fields`: a missing or unknown field, a value of the wrong kind,
 * a date that is not a calendar day or a value outside its list, each as `file:line: …` with the
 * line of the field (or of the group that misses it).
 */
export function checkShape(source: ContentFile, problems: string[], fields: Readonly<Record<string, Shape>>): void {
  const lineOf = (path: string): number => {
    for (let at = path; at; at = at.includes('.') ? at.slice(0, at.lastIndexOf('.')) : '') {
      const line = source.lines[at];
      if (line !== undefined) return line;
    }
    return 1;
  };
  const report = (path: string, message: string) => problems.push(`${source.file}:${lineOf(path)}: ${message}`);
  const check = (value: unknown, expected: Shape, path: string): void => {
    if (expected.kind === 'optional') {
      if (value !== undefined && value !== null) check(value, expected.shape, path);
      return;
    }
    if (value === undefined || value === null || value === '') {
      report(path, `missing field "${path}"`);
      return;
    }
    switch (expected.kind) {
      case 'text':
        if (typeof value !== 'string') report(path, `"${path}" must be text`);
        return;
      case 'day':
        if (typeof value !== 'string' || !isCalendarDay(value))
          report(path, `"${path}" must be a calendar day written YYYY-MM-DD (got "${String(value)}")`);
        return;
      case 'integer':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < expected.min || value > expected.max) {
          report(path, `"${path}" must be a whole number from ${expected.min} to ${expected.max}`);
        }
        return;
      case 'oneOf':
        if (typeof value !== 'string' || !expected.values.includes(value))
          report(path, `unknown ${expected.what} "${String(value)}" in "${path}" (one of: ${expected.values.join(', ')})`);
        return;
      case 'list':
        if (!Array.isArray(value) || value.length === 0) report(path, `"${path}" must be a list with at least one item`);
        else value.forEach((item: unknown, index) => check(item, expected.of, `${path}.${index}`));
        return;
      case 'group': {
        if (typeof value !== 'object' || Array.isArray(value)) {
          report(path, `"${path}" must be a group of fields (${Object.keys(expected.fields).join(', ')})`);
          return;
        }
        checkGroup(value as Record<string, unknown>, expected.fields, `${path}.`);
      }
    }
  };
  const checkGroup = (value: Readonly<Record<string, unknown>>, known: Readonly<Record<string, Shape>>, prefix: string) => {
    for (const name of Object.keys(value)) {
      if (!(name in known)) report(`${prefix}${name}`, `unknown field "${prefix}${name}" (allowed: ${Object.keys(known).join(', ')})`);
    }
    for (const [name, expected] of Object.entries(known)) check(value[name], expected, `${prefix}${name}`);
  };
  checkGroup(source.fields, fields, '');
}
