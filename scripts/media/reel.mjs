#!/usr/bin/env node
// `npm run media:reel [-- --draft] [-- --frames] [-- --fresh] [-- --root <dir>]`
// Cuts the home reel (library id hero-reel) from the works it advertises: the shot list in
// scripts/media/reel-shots.mjs names, per shot, a work's film (its catalogue entry) and a window of it in
// seconds. For sharpness the frames of each window are rendered again from the work's scene at
// 1920 × 1080 (for frame i of the film at its animate fps: p = i / n, t = i / fps, as media:demo renders
// the film itself), cached in .tmp/media/reel/, brought to 24 fps per shot as its film is (encode.mjs blendsUp; hard cuts between
// shots) and joined; the cut is encoded twice: 1920 × 1080 for wide screens and 1280 × 720 for phones,
// AV1 WebM and H.264 MP4 each, within the reel's budgets (encode.mjs `reelBudgets`), with a poster.
//   --draft   renders the frames at 640 × 360 and 6 fps (minutes, not an hour) to check the edit;
//             never commit a draft's files
//   --frames  renders the missing frames and stops (fill the cache while other work goes on)
//   --fresh   renders every frame again (a work's scene changed without its catalogue entry changing)
//   --from-films  cuts from the works' encoded 1280 × 720 films in the library instead of rendering
//             (minutes instead of an hour; softer at 1080p): a stand-in until the frames are rendered
//   --root    writes the library of another checkout (a temporary copy)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clips, order } from './catalog.mjs';
import { blendsUp, encodeClip, encodeStill, ffmpeg, FPS, REEL_SECONDS, reelBudgets, toFilmRate } from './encode.mjs';
import { clipEntry, paths, readLibrary, stillEntry, upsert } from './library.mjs';
import { openRenderer } from './render.mjs';
import { reel } from './reel-shots.mjs';

/** A shot of the reel lasts 1.5 to 3 s; the reel shows at least this many works' shots (title cards aside). */
export const SHOT_SECONDS = { min: 1.5, max: 3 };
export const MIN_SHOTS = 10;
const DEFAULT_FPS = 12;
const FULL = { width: 1920, height: 1080 };
const PHONE = { width: 1280, height: 720 };
const DRAFT = { width: 640, height: 360, fps: 6 };
/** What each file aims at (the budgets are the ceilings): the reel shares the 60 MB library with every work's film. */
const TARGET = { 1080: { webm: 3_500_000, mp4: 5_500_000 }, 720: { webm: 1_500_000, mp4: 2_200_000 } };
const GRAIN = 4;
/** The cut's intermediate files: lossless H.264, full chroma. */
const LOSSLESS = ['-c:v', 'libx264', '-qp', '0', '-preset', 'ultrafast', '-pix_fmt', 'yuv444p'];
/** Bytes per format of the poster, as for every film's poster (media:demo): it is the home page's first paint. */
const POSTER_BUDGET = 50_000;
const isTitle = (id) => id.startsWith('reel-title');
const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);

/**
 * The shot list checked against the catalogue and the cut's rules; returns the shots to cut, each with
 * its film's entry, the frame indices to render and its length in output frames.
 */
export function planReel({ shots, beat }, catalogue = clips, { fps: forcedFps } = {}) {
  const problems = [];
  const plan = [];
  for (const [k, shot] of shots.entries()) {
    const entry = catalogue.find((c) => c.id === shot.clip);
    if (!entry) {
      if (!shot.optional) problems.push(`shot ${k + 1}: no clip ${shot.clip} in the catalogue`);
      continue;
    }
    const seconds = shot.to - shot.from;
    if (seconds < SHOT_SECONDS.min - 1e-9 || seconds > SHOT_SECONDS.max + 1e-9)
      problems.push(`shot ${k + 1} (${shot.clip}): ${seconds} s, not ${SHOT_SECONDS.min}-${SHOT_SECONDS.max} s`);
    if (Math.abs(seconds / beat - Math.round(seconds / beat)) > 1e-6)
      problems.push(`shot ${k + 1} (${shot.clip}): ${seconds} s is off the ${beat} s beat`);
    if (shot.from < 0 || shot.to > entry.seconds + 1e-9)
      problems.push(`shot ${k + 1} (${shot.clip}): ${shot.from}-${shot.to} s is outside its ${entry.seconds} s film`);
    if (entry.vertical) problems.push(`shot ${k + 1} (${shot.clip}): a vertical film in a 16:9 reel`);
    const fps = forcedFps ?? entry.animate?.fps ?? DEFAULT_FPS;
    const n = Math.round(entry.seconds * fps);
    const first = Math.round(shot.from * fps);
    const last = Math.min(n, Math.round(shot.to * fps));
    plan.push({ ...shot, entry, fps, n, first, last, seconds, frames: Math.round(seconds * FPS) });
  }
  const works = plan.filter((s) => !isTitle(s.clip));
  const total = plan.reduce((sum, s) => sum + s.seconds, 0);
  if (works.length < MIN_SHOTS) problems.push(`${works.length} shots of works, at least ${MIN_SHOTS} wanted`);
  if (total < REEL_SECONDS.min || total > REEL_SECONDS.max)
    problems.push(`${total} s in all, not ${REEL_SECONDS.min}-${REEL_SECONDS.max} s`);
  for (const [k, s] of works.entries()) if (works[k + 1]?.clip === s.clip) problems.push(`${s.clip} twice in a row: not a cut`);
  if (problems.length) throw new Error(`The reel's shot list does not hold:\n  ${problems.join('\n  ')}`);
  return { shots: plan, seconds: total };
}

/** Where a work's frames at one size are cached: the catalogue entry's fingerprint keeps stale frames out. */
function frameDir(work, entry, { width, height }, fps) {
  const { scene, variant, seconds, animate, vertical } = entry;
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify({ scene, variant, seconds, animate, vertical, fps }))
    .digest('hex')
    .slice(0, 10);
  return path.join(work, 'frames', `${entry.id}-${hash}`, `${width}x${height}`);
}
const frameFile = (dir, i) => path.join(dir, `${String(i).padStart(4, '0')}.png`);

async function main() {
  const { values } = parseArgs({
    options: {
      draft: { type: 'boolean' },
      frames: { type: 'boolean' },
      fresh: { type: 'boolean' },
      'from-films': { type: 'boolean' },
      root: { type: 'string' },
    },
  });
  const started = Date.now();
  const work = path.join(paths().root, '.tmp/media/reel');
  const size = values.draft ? { width: DRAFT.width, height: DRAFT.height } : FULL;
  const { shots, seconds } = planReel(reel, clips, { fps: values.draft ? DRAFT.fps : undefined });
  log(`${shots.length} shots, ${seconds} s${values.draft ? ' (draft)' : ''}`);

  // 1. frames: every frame any shot needs, rendered once per work (one scene set-up per work)
  const byClip = new Map();
  for (const shot of shots) {
    shot.dir = frameDir(work, shot.entry, size, shot.fps);
    if (values.fresh) fs.rmSync(shot.dir, { recursive: true, force: true });
    fs.mkdirSync(shot.dir, { recursive: true });
    const wanted = byClip.get(shot.clip) ?? new Map();
    for (let i = shot.first; i <= shot.last; i++) {
      const file = frameFile(shot.dir, i);
      if (!fs.existsSync(file)) wanted.set(i, { file, p: i / shot.n, t: i / shot.fps, frame: i + 1 });
    }
    byClip.set(shot.clip, wanted);
  }
  const missing = values['from-films'] ? 0 : [...byClip.values()].reduce((sum, m) => sum + m.size, 0);
  if (missing) {
    const renderer = await openRenderer({ workDir: work });
    try {
      let done = 0;
      for (const [id, wanted] of byClip) {
        if (!wanted.size) continue;
        const { entry } = shots.find((s) => s.clip === id);
        const t0 = Date.now();
        // a frame is written under a temporary name and renamed, so an interrupted run leaves no half frame
        const list = [...wanted.entries()]
          .sort(([a], [b]) => a - b)
          .map(([, f]) => f)
          .map((f) => ({ ...f, final: f.file, file: `${f.file}.part.png`, onDone: () => fs.renameSync(`${f.file}.part.png`, f.file) }));
        await renderer.plates({ scene: entry.scene, variant: entry.variant, ...size, fps: FPS }, list);
        done += list.length;
        log(
          id,
          `${list.length} frames at ${size.width}x${size.height}`,
          `${((Date.now() - t0) / 1000 / list.length).toFixed(1)} s a frame`,
          `${done}/${missing}`,
        );
      }
    } finally {
      await renderer.close();
    }
  }
  if (values.frames) return log('frames ready', `${Math.round((Date.now() - started) / 1000)} s`);

  // 2. the cut: each shot blended up to 24 fps on its own (no blend across a cut), then joined
  const cutDir = path.join(work, values.draft ? 'cut-draft' : 'cut');
  fs.rmSync(cutDir, { recursive: true, force: true });
  fs.mkdirSync(cutDir, { recursive: true });
  const parts = [];
  for (const [k, shot] of shots.entries()) {
    const file = path.join(cutDir, `${String(k).padStart(2, '0')}-${shot.clip}.mkv`);
    parts.push(file);
    if (values['from-films']) {
      const film = readLibrary(paths().json).clips.find((c) => c.id === shot.clip);
      if (!film) throw new Error(`--from-films: ${shot.clip} is not in the media library`);
      await ffmpeg([
        '-ss',
        String(shot.from),
        '-i',
        path.join(paths().publicDir, film.sources.at(-1).src),
        '-vf',
        `scale=${FULL.width}:${FULL.height}:flags=lanczos,fps=${FPS},tpad=stop_mode=clone:stop=48`,
        '-frames:v',
        String(shot.frames),
        ...LOSSLESS,
        file,
      ]);
      continue;
    }
    await ffmpeg([
      '-framerate',
      String(shot.fps),
      '-start_number',
      String(shot.first),
      '-i',
      path.join(shot.dir, '%04d.png'),
      '-vf',
      [
        `scale=${FULL.width}:${FULL.height}:flags=lanczos`,
        toFilmRate(blendsUp(shot.entry.animate, shot.fps)),
        'tpad=stop_mode=clone:stop=48',
      ].join(','),
      '-frames:v',
      String(shot.frames),
      ...LOSSLESS,
      file,
    ]);
  }
  const list = path.join(cutDir, 'list.txt');
  fs.writeFileSync(list, parts.map((f) => `file '${f}'`).join('\n'));
  const input = ['-f', 'concat', '-safe', '0', '-i', list];

  // 3. renditions and poster
  const p = paths(values.root);
  const outDir = path.join(p.libraryDir, reel.id);
  fs.rmSync(outDir, { recursive: true, force: true });
  const common = { input, outDir, id: reel.id, seconds, maxSeconds: REEL_SECONDS.max, grain: GRAIN };
  const full = await encodeClip({ ...common, dims: FULL, name: `${reel.id}.1080`, target: { ...TARGET[1080], webmCrf: 32, mp4Crf: 23 } });
  const phone = await encodeClip({ ...common, dims: PHONE, name: reel.id, target: { ...TARGET[720], webmCrf: 32, mp4Crf: 23 } });
  for (const [label, encoded, budget] of [
    ['1080p', full, reelBudgets[1080]],
    ['720p', phone, reelBudgets[720]],
  ])
    for (const f of encoded.files) {
      const limit = f.type.startsWith('video/webm') ? budget.webm : budget.mp4;
      if (f.bytes > limit) throw new Error(`${path.basename(f.file)}: ${f.bytes} bytes over the ${label} budget of ${limit}`);
      log(path.basename(f.file), `${(f.bytes / 1e6).toFixed(2)} MB`, `crf ${f.crf}`);
    }
  const posterShot = shots.find((s) => s.clip === reel.poster.clip && s.from <= reel.poster.t && reel.poster.t <= s.to);
  if (!posterShot) throw new Error(`The poster (${reel.poster.clip} at ${reel.poster.t} s) is in none of the shots`);
  let posterFrame = frameFile(posterShot.dir, Math.round(reel.poster.t * posterShot.fps));
  if (!fs.existsSync(posterFrame)) {
    // --from-films: the frame of the cut at the poster's time
    const at = shots.slice(0, shots.indexOf(posterShot)).reduce((sum, s) => sum + s.seconds, 0) + reel.poster.t - posterShot.from;
    posterFrame = path.join(cutDir, 'poster.png');
    await ffmpeg(['-ss', String(at), '-f', 'concat', '-safe', '0', '-i', list, '-frames:v', '1', posterFrame]);
  }
  const poster = await encodeStill({
    png: posterFrame,
    outDir,
    base: `${reel.id}.poster`,
    vertical: false,
    grain: GRAIN,
    budget: POSTER_BUDGET,
  });
  upsert(
    p.json,
    {
      clips: [
        clipEntry(
          p.publicDir,
          { id: reel.id, title: reel.title, vertical: false },
          phone,
          stillEntry(p.publicDir, reel.id, reel.alt, poster),
          [full],
        ),
      ],
    },
    order,
  );
  log('hero-reel', `${full.duration} s`, `${Math.round((Date.now() - started) / 1000)} s in all`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain)
  main().catch((error) => {
    console.error(`media:reel: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
