// Walks the media library: every rendition and still exists under public/, fits its byte budget,
// has its dimensions and its thumbnail rendition, and all committed media together stay within the total budget.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clip, clips, parseMediaLibrary, still, stills } from '#src/content/media-library';

const publicDir = path.resolve(__dirname, '../../public');
const libraryDir = path.join(publicDir, 'media/library');
const KB = 1000;
const budget = { webm: 3_000 * KB, mp4: 3_000 * KB, thumb: 8 * KB, total: 60_000 * KB };
/** The home reel: 20-40 s cut from the works, 1280 x 720 for phones and a 1920 x 1080 rendition for wide screens. */
const reel = {
  id: 'hero-reel',
  seconds: [20, 40],
  wide: { webm: 6_000 * KB, mp4: 9_000 * KB },
  phone: { webm: 3_000 * KB, mp4: 3_000 * KB },
};
const works = clips.filter((c) => c.id !== reel.id);
const bytes = (src: string) => fs.statSync(path.join(publicDir, src)).size;

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe('media library', () => {
  it('has the demo clips every view asks for', () => {
    const ids = clips.map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'hero-reel',
        'showcase-social',
        'showcase-anime',
        'work-care-starts-here',
        'work-night-ritual',
        'work-coastlines',
        // the service pages: their own films, or a work of the service credited under it
        'service-brand-films',
        'service-recruitment-video',
        'service-real-estate-video',
        'service-online-content',
        'service-ai-image-design',
        'work-city-in-motion',
        'case-danone-avatars',
      ]),
    );
    for (const slug of ['danone-avatars', 'spiral-potato-truck', 'tropic-twist', 'cultural-luxury']) expect(ids).toContain(`case-${slug}`);
    expect(clip('showcase-social').vertical).toBe(true);
    expect(still('hero-reel')).toBe(clip('hero-reel').poster);
    for (let n = 1; n <= 9; n++) expect(still(`portfolio-${n}`).width).toBeGreaterThan(0);
  });

  it('the home reel is a 20-40 s cut at 1280 x 720 with a 1920 x 1080 rendition, each within its budget', () => {
    const c = clip(reel.id);
    expect(c.duration).toBeGreaterThanOrEqual(reel.seconds[0]!);
    expect(c.duration).toBeLessThanOrEqual(reel.seconds[1]!);
    expect([c.width, c.height]).toEqual([1280, 720]);
    expect(c.renditions?.map((r) => [r.width, r.height])).toEqual([[1920, 1080]]);
    const check = (sources: readonly { src: string; type: string }[], limits: { webm: number; mp4: number }) => {
      expect(sources[0]?.type).toMatch(/^video\/webm; codecs="av01\./);
      expect(sources.at(-1)?.type).toMatch(/^video\/mp4; codecs="avc1\./);
      for (const s of sources) expect(bytes(s.src), s.src).toBeLessThanOrEqual(s.type.startsWith('video/webm') ? limits.webm : limits.mp4);
    };
    check(c.sources, reel.phone);
    check(c.renditions![0]!.sources, reel.wide);
  });

  it.each(works.map((c) => [c.id, c] as const))('%s: every rendition exists, fits its budget and is a 4-8 s loop', (_id, c) => {
    expect(c.duration).toBeGreaterThanOrEqual(4);
    expect(c.duration).toBeLessThanOrEqual(8);
    expect([c.width, c.height]).toEqual(c.vertical ? [720, 1280] : [1280, 720]);
    expect(c.sources[0]?.type).toMatch(/^video\/webm; codecs="(av01|vp09)\./);
    expect(c.sources.at(-1)?.type).toMatch(/^video\/mp4; codecs="avc1\./);
    for (const source of c.sources) {
      const limit = source.type.startsWith('video/webm') ? budget.webm : budget.mp4;
      expect(bytes(source.src), source.src).toBeLessThanOrEqual(limit);
    }
  });

  it.each(stills.map((s) => [s.id, s] as const))('%s: a still with dimensions, both formats on disk and a tiny placeholder', (_id, s) => {
    expect(s.width).toBeGreaterThan(0);
    expect(s.height).toBeGreaterThan(0);
    expect(s.alt.length).toBeGreaterThan(10);
    expect(bytes(s.avif)).toBeGreaterThan(0);
    expect(bytes(s.webp)).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(publicDir, s.avif)).subarray(4, 12).toString('latin1')).toMatch(/^ftypavi[fs]/);
    expect(fs.readFileSync(path.join(publicDir, s.webp)).subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(s.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(s.placeholder!.length).toBeLessThan(1200);
  });

  it.each(stills.map((s) => [s.id, s] as const))('%s: a 192 x 108 thumbnail in both formats, a few KB each', (_id, s) => {
    expect(s.thumb, 'npm run media:thumbs').toBeDefined();
    const thumb = s.thumb!;
    expect([thumb.width, thumb.height]).toEqual([192, 108]);
    expect(fs.readFileSync(path.join(publicDir, thumb.avif)).subarray(4, 12).toString('latin1')).toMatch(/^ftypavi[fs]/);
    expect(fs.readFileSync(path.join(publicDir, thumb.webp)).subarray(8, 12).toString('latin1')).toBe('WEBP');
    for (const src of [thumb.avif, thumb.webp]) {
      expect(bytes(src), src).toBeGreaterThan(0);
      expect(bytes(src), src).toBeLessThanOrEqual(budget.thumb);
    }
    expect(thumb.webp).toBe(s.webp.replace(/\.webp$/, '.thumb.webp'));
  });

  it('keeps all committed media together within 60 MB and holds no file the library does not list', () => {
    const listed = new Set(
      [
        ...clips.flatMap((c) => [...c.sources, ...(c.renditions ?? []).flatMap((r) => r.sources)].map((s) => s.src)),
        ...stills.flatMap((s) => [s.avif, s.webp, ...(s.thumb ? [s.thumb.avif, s.thumb.webp] : [])]),
      ].map((src) => path.join(publicDir, src)),
    );
    const onDisk = walk(libraryDir);
    expect(onDisk.filter((f) => !listed.has(f))).toEqual([]);
    const total = onDisk.reduce((sum, f) => sum + fs.statSync(f).size, 0);
    expect(total).toBeLessThanOrEqual(budget.total);
  });

  it('rejects a library entry without dimensions, with a foreign path or a duplicate id', () => {
    const good = parseMediaLibrary({ clips: [], stills: [still('portfolio-1')] });
    expect(good.stills).toHaveLength(1);
    const { width: _w, ...noWidth } = still('portfolio-1');
    expect(() => parseMediaLibrary({ clips: [], stills: [noWidth] })).toThrow(/width/);
    expect(() => parseMediaLibrary({ clips: [], stills: [{ ...still('portfolio-1'), avif: 'https://cdn.example/x.avif' }] })).toThrow(
      /avif/,
    );
    expect(() => parseMediaLibrary({ clips: [clip('hero-reel')], stills: [{ ...still('portfolio-1'), id: 'hero-reel' }] })).toThrow(
      /duplicate/,
    );
    expect(() =>
      parseMediaLibrary({
        clips: [],
        stills: [{ ...still('portfolio-1'), thumb: { ...still('portfolio-1').thumb, webp: '/thumb.webp' } }],
      }),
    ).toThrow(/thumb.*webp/);
    const { poster: _p, ...noPoster } = clip('hero-reel');
    expect(() => parseMediaLibrary({ clips: [noPoster], stills: [] })).toThrow(/poster/);
  });
});
