import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A prerendered page's inline scripts and style elements, as CSP hash sources
 * (`'sha256-…'`). The build writes them next to each page (prerendered.json), so
 * the server sends one fixed policy per page and can serve the page's
 * precompressed files as they are: no per-response nonce to write into them.
 */
export type InlineHashes = { scripts: string[]; styles: string[] };

/** One entry of dist/prerendered.json's `pages`. */
export type PrerenderedPage = { path: string; file: string; bytes: number; csp: InlineHashes };

export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unique = (values: string[]) => [...new Set(values)];

/** The hashes of every inline `<script>` (one without `src`) and every `<style>` element in the document. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs ?? ''))
    .map(([, , body]) => cspHash(body ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => cspHash(body ?? ''));
  return { scripts: unique(scripts), styles: unique(styles) };
}

/** Brotli (quality 11) and gzip (level 9), done once at build time. */
export function compressAtBuild(data: Buffer): { br: Buffer; gz: Buffer } {
  return {
    br: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: zlib.gzipSync(data, { level: 9 }),
  };
}

/** Writes a prerendered page (`file` relative to dist/client) with its .br and .gz, and answers its manifest entry. */
export function writePrerenderedPage(clientDir: string, urlPath: string, file: string, html: string): PrerenderedPage {
  const target = path.join(clientDir, file);
  const data = Buffer.from(html, 'utf8');
  const { br, gz } = compressAtBuild(data);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, data);
  fs.writeFileSync(`${target}.br`, br);
  fs.writeFileSync(`${target}.gz`, gz);
  return { path: urlPath, file, bytes: data.length, csp: inlineHashes(html) };
}
