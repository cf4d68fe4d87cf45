#!/usr/bin/env node
// `npm run media:add <file> --id <name> [--vertical] [--title "…"] [--alt "…"]`
// Turns the studio's own footage into the site's renditions (AV1 WebM + H.264 MP4 within budget, a
// poster in AVIF and WebP with its thumbnail, an inlined placeholder) and enters it in src/content/media-library.json.
// An existing id is replaced, so real footage takes the place of a demo clip without touching a view.
// --root <dir> works on another checkout (the tests use a temporary copy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { encodeClip, encodeStill, grabFrame, MAX_SECONDS, probe } from './encode.mjs';
import { clipEntry, paths, readLibrary, stillEntry, upsert } from './library.mjs';

const MIN_SECONDS = 4;

export async function addClip({ file, id, vertical = false, title, alt, root }) {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(id ?? '')) throw new Error('--id must be lower-case letters, digits and dashes (e.g. showcase-film)');
  if (!file || !fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  const { format } = await probe(file);
  const seconds = Math.min(Number(format.duration), MAX_SECONDS);
  if (!(seconds >= MIN_SECONDS)) throw new Error(`${file} is ${format.duration} s long; a loop needs at least ${MIN_SECONDS} s`);
  const p = paths(root);
  const outDir = path.join(p.libraryDir, id);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), `media-add-${id}-`));
  try {
    const encoded = await encodeClip({ input: ['-i', file], outDir: staging, id, vertical, seconds });
    // the poster is the loop's first frame, so nothing jumps when the video takes over
    const frame = await grabFrame(path.join(staging, `${id}.mp4`), 0, path.join(staging, 'poster.png'), vertical);
    const poster = await encodeStill({ png: frame, outDir: staging, base: `${id}.poster`, vertical });
    fs.rmSync(frame);
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(outDir), { recursive: true });
    fs.cpSync(staging, outDir, { recursive: true });
    const moved = (f) => path.join(outDir, path.basename(f));
    const files = encoded.files.map((f) => ({ ...f, file: moved(f.file) }));
    const posterEntry = stillEntry(p.publicDir, id, alt ?? `Opening frame of ${title ?? id}`, {
      ...poster,
      avif: moved(poster.avif),
      webp: moved(poster.webp),
      thumb: { ...poster.thumb, avif: moved(poster.thumb.avif), webp: moved(poster.thumb.webp) },
    });
    const entry = clipEntry(p.publicDir, { id, title: title ?? id, vertical }, { ...encoded, files }, posterEntry);
    const order = readLibrary(p.json).clips.map((c) => c.id);
    upsert(p.json, { clips: [entry] }, order);
    return { entry, bytes: files.map((f) => ({ file: path.relative(p.root, f.file), bytes: fs.statSync(f.file).size })) };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      id: { type: 'string' },
      vertical: { type: 'boolean', default: false },
      title: { type: 'string' },
      alt: { type: 'string' },
      root: { type: 'string' },
    },
  });
  try {
    const { entry, bytes } = await addClip({ file: positionals[0], ...values });
    for (const b of bytes) console.log(`${b.file}  ${(b.bytes / 1000).toFixed(0)} KB`);
    console.log(`media library: ${entry.id} (${entry.width}x${entry.height}, ${entry.duration} s) written`);
  } catch (error) {
    console.error(`media:add: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
