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

/** The same film encoded at another, larger size (its own AV1 WebM and H.264 MP4, best first). */
export type Rendition = { readonly width: number; readonly height: number; readonly sources: readonly ClipSource[] };

export type Clip = {
  readonly id: string;
  readonly title: string;
  /** The size of `sources`: 1280 × 720 (720 × 1280 vertical), the rendition every screen can take. */
  readonly width: number;
  readonly height: number;
  /** Seconds. */
  readonly duration: number;
  /** 9:16 (720 × 1280) rather than 16:9 (1280 × 720). */
  readonly vertical: boolean;
  readonly sources: readonly ClipSource[];
  /**
   * Larger renditions of the same film, largest first (the home reel's 1920 × 1080): a player offers
   * each to the screens wide enough for it (`renditionMedia`) before `sources`. Most clips have none.
   */
  readonly renditions?: readonly Rendition[];
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

/** A list of encodings, best first, ending with the H.264 MP4 every browser plays. */
function parseSources(value: unknown, where: string): ClipSource[] {
  if (!Array.isArray(value) || value.length === 0) fail(where, 'sources must list at least one encoding');
  const sources = value.map((source, i): ClipSource => {
    const s = record(source, `${where} source ${i}`);
    return { src: file(s, 'src', `${where} source ${i}`), type: text(s, 'type', `${where} source ${i}`) };
  });
  const last = sources[sources.length - 1];
  if (!last?.type.startsWith('video/mp4')) fail(where, 'the last source must be the H.264 MP4 fallback');
  return sources;
}

function parseClip(value: unknown, where: string): Clip {
  const o = record(value, where);
  const id = text(o, 'id', where);
  const vertical = o.vertical;
  if (typeof vertical !== 'boolean') fail(where, 'vertical must be a boolean');
  const sources = parseSources(o.sources, where);
  const width = positive(o, 'width', where);
  const height = positive(o, 'height', where);
  let renditions: Rendition[] | undefined;
  if (o.renditions !== undefined) {
    if (!Array.isArray(o.renditions) || o.renditions.length === 0) fail(where, 'renditions, when given, must list at least one');
    let wider = Infinity;
    renditions = o.renditions.map((value, i): Rendition => {
      const at = `${where} rendition ${i}`;
      const r = record(value, at);
      const rendition = { width: positive(r, 'width', at), height: positive(r, 'height', at), sources: parseSources(r.sources, at) };
      if (rendition.width <= width || rendition.width >= wider) fail(at, 'renditions must be larger than the clip, largest first');
      if (Math.abs(rendition.width / rendition.height - width / height) > 0.01) fail(at, "a rendition keeps the clip's aspect ratio");
      wider = rendition.width;
      return rendition;
    });
  }
  const poster = parseStill(o.poster, `${where} poster`);
  if (poster.id !== id) fail(where, `the poster's id must be the clip's id (${id})`);
  return {
    id,
    title: text(o, 'title', where),
    width,
    height,
    duration: positive(o, 'duration', where),
    vertical,
    sources,
    ...(renditions ? { renditions } : {}),
    poster,
  };
}

/**
 * The media query under which a player offers a larger rendition: viewports at least half as wide, in
 * CSS px, as the rendition is in pixels (960 px for 1920 × 1080). Laptops and desktops draw CSS px at one
 * and a half to two device pixels, so from there on the clip's own 1280 px would be enlarged; phones and
 * small tablets (and the data they pay for) keep the clip's own sources.
 */
export const renditionMedia = (rendition: Rendition): string => `(min-width: ${Math.round(rendition.width / 2)}px)`;

/** Every encoding of a clip, as a <video>'s <source> list: larger renditions first (each with its media query), then the clip's own. */
export function clipSources(c: Clip): readonly (ClipSource & { readonly media?: string })[] {
  return [...(c.renditions ?? []).flatMap((r) => r.sources.map((s) => ({ ...s, media: renditionMedia(r) }))), ...c.sources];
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

/*
 * Checked where a mistake can still stop a release: the prerender, the server, scripts and the
 * tests. The browser takes the checked data as it is, so no page spends its start-up, or its download, on it.
 */
const library: MediaLibrary = import.meta.env?.SSR === false ? (data as MediaLibrary) : parseMediaLibrary(data);

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
