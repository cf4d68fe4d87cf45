#!/usr/bin/env node
// `npm run media:thumbs [-- --force] [-- --root <dir>]`
// Derives the thumbnail rendition (encode.mjs, encodeThumb: 192 × 108 AVIF + WebP) of every still
// and poster in src/content/media-library.json from its committed WebP, writes it beside the still
// and enters it in the library. New media get their thumbnail from media:demo / media:add directly;
// this brings the media committed before the rendition existed up to date. Stills that share files
// (stand-ins) share one thumbnail. Entries that have one are left alone unless --force.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { encodeThumb } from './encode.mjs';
import { paths, readLibrary, thumbEntry, writeLibrary } from './library.mjs';

export async function deriveThumbs({ root, force = false } = {}) {
  const p = paths(root);
  const lib = readLibrary(p.json);
  const made = new Map();
  const withThumb = async (still) => {
    if (still.thumb && !force) return still;
    let thumb = made.get(still.webp);
    if (!thumb) {
      const source = path.join(p.publicDir, still.webp);
      if (!fs.existsSync(source)) throw new Error(`${still.id}: ${still.webp} is not on disk`);
      const encoded = await encodeThumb({ image: source, outDir: path.dirname(source), base: path.basename(source, '.webp') });
      thumb = thumbEntry(p.publicDir, encoded);
      made.set(still.webp, thumb);
      console.log(`${still.id}: ${thumb.avif} ${encoded.bytes} bytes (AVIF + WebP)`);
    }
    return { ...still, thumb };
  };
  const clips = [];
  for (const c of lib.clips) clips.push({ ...c, poster: await withThumb(c.poster) });
  const stills = [];
  for (const s of lib.stills) stills.push(await withThumb(s));
  writeLibrary(p.json, { clips, stills });
  return made.size;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false }, root: { type: 'string' } } });
  try {
    const count = await deriveThumbs(values);
    console.log(`media library: ${count} thumbnail${count === 1 ? '' : 's'} written`);
  } catch (error) {
    console.error(`media:thumbs: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
