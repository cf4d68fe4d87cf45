/**
 * The studio's first-party media: looping clips (AV1 WebM + H.264 MP4, a poster, an inlined
 * placeholder) and stills (AVIF + WebP with their sizes, and a small thumbnail rendition). The data is generated into
 * media-library.json by `npm run media:demo` (the rendered demo reel) and `npm run media:add`
 * (the studio's own footage); never edit the JSON by hand. Views ask for media by id here and
 * never name files.
 */
import data from './media-library.json';

/** One encoding of a clip; a clip lists them best first (AV1 WebM, then H.264 MP4). */
export type ClipSource = { readonly src: string; readonly type: string };

/** A still's thumbnail rendition: 192 × 108 (16:9, centre-cropped) AVIF + WebP of a few KB, for small frames such as the navigation's. */
export type Thumb = { readonly width: number; readonly height: number; readonly avif: string; readonly webp: string };

export type Still = {
  readonly id: string;
  /** Describes what the frame shows. */
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly avif: string;
  readonly webp: string;
  /**
   * A ~20 px wide blurred WebP as a data URI, inlined in the prerendered HTML until the
   * file loads. The browser bundle leaves it out (vite.config.ts, `serverOnlyPlaceholders`):
   * the HTML already carries it, and a still first drawn in the browser goes without.
   */
  readonly placeholder?: string;
  /** Made by media:demo and media:add, derived for older media by `npm run media:thumbs`. */
  readonly thumb?: Thumb;
};

export type Clip = {
  readonly id: string;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  /** Seconds. */
  readonly duration: number;
  /** 9:16 (720 × 1280) rather than 16:9 (1280 × 720). */
  readonly vertical: boolean;
  readonly sources: readonly ClipSource[];
  readonly poster: Still;
};

export type MediaLibrary = { readonly clips: readonly Clip[]; readonly stills: readonly Still[] };

const mediaPath = /^\/media\/library\/[a-z0-9-]+\/[a-z0-9.-]+$/;

function fail(where: string, problem: string): never {
  throw new Error(`media-library.json: ${where}: ${problem}`);
}

function record(value: unknown, where: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(where, 'expected an object');
  return value as Record<string, unknown>;
}

function text(o: Record<string, unknown>, key: string, where: string): string {
  const value = o[key];
  if (typeof value !== 'string' || value.trim() === '') fail(where, `${key} must be a non-empty string`);
  return value;
}

function positive(o: Record<string, unknown>, key: string, where: string): number {
  const value = o[key];
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) fail(where, `${key} must be a positive number`);
  return value;
}

function file(o: Record<string, unknown>, key: string, where: string): string {
  const value = text(o, key, where);
  if (!mediaPath.test(value)) fail(where, `${key} must be a /media/library/<id>/<file> path, got ${value}`);
  return value;
}

function parseStill(value: unknown, where: string): Still {
  const o = record(value, where);
  const placeholder = o.placeholder === undefined ? undefined : text(o, 'placeholder', where);
  if (placeholder !== undefined && !placeholder.startsWith('data:image/webp;base64,'))
    fail(where, 'placeholder must be a data:image/webp;base64 URI');
  return {
    id: text(o, 'id', where),
    alt: text(o, 'alt', where),
    width: positive(o, 'width', where),
    height: positive(o, 'height', where),
    avif: file(o, 'avif', where),
    webp: file(o, 'webp', where),
    placeholder,
    ...(o.thumb === undefined ? {} : { thumb: parseThumb(o.thumb, `${where} thumb`) }),
  };
}

function parseThumb(value: unknown, where: string): Thumb {
  const o = record(value, where);
  return {
    width: positive(o, 'width', where),
    height: positive(o, 'height', where),
    avif: file(o, 'avif', where),
    webp: file(o, 'webp', where),
  };
}

function parseClip(value: unknown, where: string): Clip {
  const o = record(value, where);
  const id = text(o, 'id', where);
  const vertical = o.vertical;
  if (typeof vertical !== 'boolean') fail(where, 'vertical must be a boolean');
  if (!Array.isArray(o.sources) || o.sources.length === 0) fail(where, 'sources must list at least one encoding');
  const sources = o.sources.map((source, i): ClipSource => {
    const s = record(source, `${where} source ${i}`);
    return { src: file(s, 'src', `${where} source ${i}`), type: text(s, 'type', `${where} source ${i}`) };
  });
  const last = sources[sources.length - 1];
  if (!last?.type.startsWith('video/mp4')) fail(where, 'the last source must be the H.264 MP4 fallback');
  const poster = parseStill(o.poster, `${where} poster`);
  if (poster.id !== id) fail(where, `the poster's id must be the clip's id (${id})`);
  return {
    id,
    title: text(o, 'title', where),
    width: positive(o, 'width', where),
    height: positive(o, 'height', where),
    duration: positive(o, 'duration', where),
    vertical,
    sources,
    poster,
  };
}

/** Validates the generated JSON (shape, paths, sizes, unique ids); throws on the first problem. */
export function parseMediaLibrary(json: unknown): MediaLibrary {
  const o = record(json, 'root');
  if (!Array.isArray(o.clips) || !Array.isArray(o.stills)) fail('root', 'expected { clips: [], stills: [] }');
  const clipList = o.clips.map((c, i) => parseClip(c, `clip ${i}`));
  const stillList = o.stills.map((s, i) => parseStill(s, `still ${i}`));
  const seen = new Set<string>();
  for (const { id } of [...clipList, ...stillList]) {
    if (seen.has(id)) fail(id, 'duplicate id (a clip id is also its poster still id)');
    seen.add(id);
  }
  return { clips: clipList, stills: stillList };
}

const library = parseMediaLibrary(data);

export const clips: readonly Clip[] = library.clips;
/** Every still: the extra stills (portfolio, case-study frames, article heroes), then each clip's poster. */
export const stills: readonly Still[] = [...library.stills, ...library.clips.map((c) => c.poster)];

const clipById = new Map(clips.map((c) => [c.id, c]));
const stillById = new Map(stills.map((s) => [s.id, s]));

export function clip(id: string): Clip {
  const found = clipById.get(id);
  if (!found) throw new Error(`No clip "${id}" in the media library (npm run media:demo or media:add)`);
  return found;
}

/** A still by id; a clip's poster is the still with the clip's id. */
export function still(id: string): Still {
  const found = stillById.get(id);
  if (!found) throw new Error(`No still "${id}" in the media library (npm run media:demo or media:add)`);
  return found;
}
