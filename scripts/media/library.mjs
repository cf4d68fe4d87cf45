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
  const next = { clips: merge(lib.clips, clips), stills: merge(lib.stills, stills) };
  fs.mkdirSync(path.dirname(jsonFile), { recursive: true });
  const tmp = `${jsonFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`);
  fs.renameSync(tmp, jsonFile);
  return next;
}

/** A library still entry from encodeStill's result. */
export const stillEntry = (publicDir, id, alt, encoded) => ({
  id,
  alt,
  width: encoded.width,
  height: encoded.height,
  avif: publicUrl(publicDir, encoded.avif),
  webp: publicUrl(publicDir, encoded.webp),
  placeholder: encoded.placeholder,
});

/** A library clip entry from encodeClip's result and its poster. */
export const clipEntry = (publicDir, { id, title, vertical }, encoded, poster) => ({
  id,
  title,
  width: encoded.width,
  height: encoded.height,
  duration: encoded.duration,
  vertical: Boolean(vertical),
  sources: encoded.files.map((f) => ({ src: publicUrl(publicDir, f.file), type: f.type })),
  poster,
});
