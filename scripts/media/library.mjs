// Reads and writes src/content/media-library.json (generated: never edit it by hand) and places
// rendition files under public/media/library/<id>/. `root` lets tests work on a temporary copy.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function paths(root = repoRoot) {
  const publicDir = path.join(root, 'public');
  return {
    root,
    publicDir,
    libraryDir: path.join(publicDir, 'media/library'),
    json: path.join(root, 'src/content/media-library.json'),
  };
}

export const publicUrl = (publicDir, file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`;

export function readLibrary(jsonFile) {
  if (!fs.existsSync(jsonFile)) return { clips: [], stills: [] };
  return JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
}

/**
 * Inserts or replaces entries by id and writes the file at once (re-read just before writing so two
 * render processes can fill the library side by side). `order` lists known ids in their catalogue
 * order; other ids (the studio's own footage) keep their place after them.
 */
export function upsert(jsonFile, { clips = [], stills = [] }, order = []) {
  const lib = readLibrary(jsonFile);
  const rank = new Map(order.map((id, i) => [id, i]));
  const merge = (list, entries) => {
    const out = list.filter((e) => !entries.some((n) => n.id === e.id));
    for (const entry of entries) {
      const at = list.findIndex((e) => e.id === entry.id);
      if (at >= 0) out.splice(Math.min(at, out.length), 0, entry);
      else out.push(entry);
    }
    return out.sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
  };
  return writeLibrary(jsonFile, { clips: merge(lib.clips, clips), stills: merge(lib.stills, stills) });
}

/** Writes the whole library at once (a temporary file renamed over the old one). */
export function writeLibrary(jsonFile, lib) {
  fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
  const tmp = `${jsonFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(lib, null, 2)}\n`);
  fs.renameSync(tmp, jsonFile);
  return lib;
}

/** Every file an entry lists, as /media/… URLs: its sources, its poster or still, their thumbnails. */
export const listedFiles = (lib) => [
  ...lib.clips.flatMap((c) => [
    ...c.sources.map((s) => s.src),
    ...(c.renditions ?? []).flatMap((r) => r.sources.map((s) => s.src)),
    ...stillFiles(c.poster),
  ]),
  ...lib.stills.flatMap(stillFiles),
];
const stillFiles = (s) => [s.avif, s.webp, ...(s.thumb ? [s.thumb.avif, s.thumb.webp] : [])];

/** The thumbnail entry of a still from encodeThumb's result. */
export const thumbEntry = (publicDir, thumb) => ({
  width: thumb.width,
  height: thumb.height,
  avif: publicUrl(publicDir, thumb.avif),
  webp: publicUrl(publicDir, thumb.webp),
});

/** A library still entry from encodeStill's result. */
export const stillEntry = (publicDir, id, alt, encoded) => ({
  id,
  alt,
  width: encoded.width,
  height: encoded.height,
  avif: publicUrl(publicDir, encoded.avif),
  webp: publicUrl(publicDir, encoded.webp),
  placeholder: encoded.placeholder,
  ...(encoded.thumb ? { thumb: thumbEntry(publicDir, encoded.thumb) } : {}),
});

const sourcesOf = (publicDir, encoded) => encoded.files.map((f) => ({ src: publicUrl(publicDir, f.file), type: f.type }));

/**
 * A library clip entry from encodeClip's result and its poster. `larger`: encodeClip's results for
 * further renditions of the same film at larger sizes (the home reel's 1920 × 1080), listed largest
 * first as `renditions: [{ width, height, sources }]`; `encoded` stays the rendition every screen can
 * take (the clip's own width, height and sources).
 */
export const clipEntry = (publicDir, { id, title, vertical }, encoded, poster, larger = []) => ({
  id,
  title,
  width: encoded.width,
  height: encoded.height,
  duration: encoded.duration,
  vertical: Boolean(vertical),
  sources: sourcesOf(publicDir, encoded),
  ...(larger.length
    ? {
        renditions: [...larger]
          .sort((a, b) => b.width - a.width)
          .map((r) => ({ width: r.width, height: r.height, sources: sourcesOf(publicDir, r) })),
      }
    : {}),
  poster,
});
