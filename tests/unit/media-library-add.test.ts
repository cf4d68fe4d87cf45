// `npm run media:add`: a clip made here with ffmpeg's test source becomes the site's renditions,
// poster and placeholder, replacing an existing id in a temporary copy of the library.
// Needs ffmpeg/ffprobe on PATH (CI installs Debian's ffmpeg).
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMediaLibrary } from '#src/content/media-library';
/** A film's per-file ceilings (docs/media.md). */
const budgets = { webm: 3_000_000, mp4: 3_000_000 };

const repo = path.resolve(__dirname, '../..');
const committedJson = path.join(repo, 'src/content/media-library.json');
const addScript = path.join(repo, 'scripts/media/add.mjs');
// encoding is real work on a shared 2-core machine: generous bounds, not speed assertions
const ENCODE_TIMEOUT = 900_000;
const hash = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

let root: string;
let source: string;
let committedHash: string;

function ffprobe(file: string) {
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], { encoding: 'utf8' }),
  ) as {
    streams: { codec_type: string; codec_name: string; width: number; height: number; pix_fmt: string; r_frame_rate: string }[];
    format: { duration: string };
  };
}

function add(...args: string[]) {
  return spawnSync(process.execPath, [addScript, ...args, '--root', root], { encoding: 'utf8', timeout: ENCODE_TIMEOUT });
}

beforeAll(() => {
  committedHash = hash(committedJson);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'media-add-test-'));
  fs.mkdirSync(path.join(root, 'src/content'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public/media/library'), { recursive: true });
  fs.copyFileSync(committedJson, path.join(root, 'src/content/media-library.json'));
  source = path.join(root, 'footage.mp4');
  // 4.5 s of ffmpeg's moving test pattern with a tone: stands in for the studio's footage
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=960x540:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
    '-t',
    '4.5',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    source,
  ]);
}, ENCODE_TIMEOUT);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run media:add', () => {
  it(
    'turns a clip into budgeted renditions, a poster with its thumbnail and a placeholder, replacing the entry with the same id',
    () => {
      const before = parseMediaLibrary(JSON.parse(fs.readFileSync(path.join(root, 'src/content/media-library.json'), 'utf8')));
      const result = add(source, '--id', 'showcase-anime', '--title', 'Our own film');
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);

      const after = parseMediaLibrary(JSON.parse(fs.readFileSync(path.join(root, 'src/content/media-library.json'), 'utf8')));
      expect(after.clips.map((c) => c.id)).toEqual(
        before.clips.map((c) => c.id).concat(before.clips.some((c) => c.id === 'showcase-anime') ? [] : ['showcase-anime']),
      );
      expect(after.stills).toEqual(before.stills);
      const entry = after.clips.find((c) => c.id === 'showcase-anime');
      expect(entry).toMatchObject({ title: 'Our own film', width: 1280, height: 720, vertical: false });
      expect(entry?.duration).toBeCloseTo(4.5, 0);
      expect(entry?.sources.map((s) => s.type)).toEqual([
        expect.stringMatching(/^video\/webm; codecs="av01\./),
        expect.stringMatching(/^video\/mp4; codecs="avc1\.64/),
      ]);
      expect(entry?.poster).toMatchObject({ id: 'showcase-anime', width: 1280, height: 720 });
      expect(entry?.poster.placeholder).toMatch(/^data:image\/webp;base64,/);

      const file = (src: string) => path.join(root, 'public', src);
      const [webm, mp4] = entry!.sources.map((s) => file(s.src));
      expect(fs.statSync(webm!).size).toBeLessThanOrEqual(budgets.webm);
      expect(fs.statSync(mp4!).size).toBeLessThanOrEqual(budgets.mp4);
      const probed = ffprobe(mp4!);
      expect(probed.streams.map((s) => s.codec_type)).toEqual(['video']);
      expect(probed.streams[0]).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, pix_fmt: 'yuv420p', r_frame_rate: '24/1' });
      const bytes = fs.readFileSync(mp4!).toString('latin1');
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      expect(ffprobe(webm!).streams.map((s) => s.codec_name)).toEqual(['av1']);
      expect(fs.existsSync(file(entry!.poster.avif))).toBe(true);
      expect(fs.existsSync(file(entry!.poster.webp))).toBe(true);
      expect(entry?.poster.thumb).toMatchObject({ width: 192, height: 108 });
      for (const src of [entry!.poster.thumb!.avif, entry!.poster.thumb!.webp])
        expect(fs.statSync(file(src)).size).toBeLessThanOrEqual(8_000);
    },
    ENCODE_TIMEOUT,
  );

  it(
    'crops vertical footage to 720 x 1280',
    () => {
      // A calmer pattern than the first test's: it fits the byte budgets at the first quality tried (the
      // first test covers the search for a quality that fits) and takes the poster's quality-floor path.
      const calm = path.join(root, 'calm.mp4');
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=960x540:rate=30',
        '-t',
        '4.5',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        calm,
      ]);
      const result = add(calm, '--id', 'studio-vertical', '--vertical');
      expect(result.status).toBe(0);
      const lib = parseMediaLibrary(JSON.parse(fs.readFileSync(path.join(root, 'src/content/media-library.json'), 'utf8')));
      const entry = lib.clips.find((c) => c.id === 'studio-vertical');
      expect(entry).toMatchObject({ vertical: true, width: 720, height: 1280, title: 'studio-vertical' });
      expect(ffprobe(path.join(root, 'public', entry!.sources[1]!.src)).streams[0]).toMatchObject({ width: 720, height: 1280 });
    },
    ENCODE_TIMEOUT,
  );

  it(
    'refuses a clip shorter than a loop and a malformed id, and leaves the library alone',
    () => {
      const short = path.join(root, 'short.mp4');
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=320x180:rate=24',
        '-t',
        '2',
        '-pix_fmt',
        'yuv420p',
        short,
      ]);
      const json = path.join(root, 'src/content/media-library.json');
      const snapshot = hash(json);
      const tooShort = add(short, '--id', 'teaser');
      expect(tooShort.status).toBe(1);
      expect(tooShort.stderr).toMatch(/at least 4 s/);
      const badId = add(source, '--id', 'Bad Id');
      expect(badId.status).toBe(1);
      expect(badId.stderr).toMatch(/--id/);
      expect(hash(json)).toBe(snapshot);
    },
    ENCODE_TIMEOUT,
  );

  it('never touches the committed library', () => {
    expect(hash(committedJson)).toBe(committedHash);
  });
});
