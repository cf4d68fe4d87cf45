#!/usr/bin/env node
// `npm run media:demo [-- --only id,id] [-- --clips | --stills]`
// Renders the studio's demo reel and stills reproducibly on a machine without a GPU and writes
// public/media/library/** plus src/content/media-library.json. Per clip: three.js plates rendered in
// headless Chromium (two lighting states and a depth plate, with physically based materials, soft
// shadows, depth of field and bloom), composited into a 12 fps loop with a depth-parallax camera
// drift, a light sweep and atmosphere, blended up to 24 fps with film grain by ffmpeg, then encoded
// to AV1 WebM and H.264 MP4 within budget with an AVIF/WebP poster and an inlined placeholder.
// Every frame is a pure function of the catalogue (seeded noise, no clocks), so a re-run renders
// the same pictures. Heavy: run it niced (the npm script does) and expect several minutes per clip.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { clips, order, stills } from './catalog.mjs';
import { blendsUp, encodeClip, encodeStill, ffmpeg, grabFrame, probe, size } from './encode.mjs';
import { clipEntry, listedFiles, paths, readLibrary, stillEntry, upsert } from './library.mjs';
import { openRenderer } from './render.mjs';
import { reel } from './reel-shots.mjs';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    clips: { type: 'boolean' },
    stills: { type: 'boolean' },
    fast: { type: 'boolean' },
    reuse: { type: 'boolean' },
    fill: { type: 'boolean' },
    root: { type: 'string' },
  },
});
const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : null;
const wanted = (id) => !only || only.has(id);
const doClips = !values.stills || values.clips;
const doStills = !values.clips || values.stills;

const p = paths(values.root);
const work = path.join(paths().root, '.tmp/media/demo');
fs.mkdirSync(work, { recursive: true });

const COMPOSITE_FPS = 12;
const OVERSCAN = 1.1;
const STILL_BUDGET = 50_000; // bytes per format
const CLIP_TARGET = { webm: 700_000, mp4: 1_000_000 }; // a work's film; about 30 of them and the reel stay within 60 MB
const GRAIN = 5;
const even = (n) => Math.round(n / 2) * 2;
const log = (...args) => console.log(new Date().toISOString().slice(11, 19), ...args);

// Chromium starts on first use (crops of existing plates need none)
let browser = null;
const renderer = {
  async plates(...args) {
    browser ??= await openRenderer({ workDir: work });
    return browser.plates(...args);
  },
  async composite(...args) {
    browser ??= await openRenderer({ workDir: work });
    return browser.composite(...args);
  },
};
try {
  if (values.fill) fill();
  else if (doClips)
    // the home reel is cut from the works' films by `npm run media:reel`; its entry here only lends its scene to stills
    for (const c of clips.filter((c) => wanted(c.id) && c.id !== reel.id)) {
      const started = Date.now();
      const dims = size(c.vertical);
      const dir = path.join(work, c.id);
      if (!values.reuse) fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      const plate = {
        scene: c.scene,
        variant: c.variant,
        width: even(dims.width * OVERSCAN),
        height: even(dims.height * OVERSCAN),
        fps: 24,
      };
      if (c.animate) {
        // animate: a film rendered frame by frame in full 3D (the camera really moves: dolly, orbit,
        // rack focus; subjects move through update(t, p)), at animate.fps (12 by default). Below 24 fps
        // ffmpeg blends neighbouring frames up to 24, which reads as motion blur in slow moves but as a
        // double image in fast ones: fast films render at 24, and a cel-animated film may set
        // animate.hold to show each drawing twice ("on twos") instead. Frames already rendered for this
        // entry are kept with --reuse, so a re-encode costs no render.
        const fps = c.animate.fps ?? COMPOSITE_FPS;
        const n = Math.round(c.seconds * fps);
        const framesDir = path.join(dir, 'frames');
        fs.mkdirSync(framesDir, { recursive: true });
        const shots = [...Array(n + 1).keys()]
          .map((i) => ({ file: path.join(framesDir, `${String(i).padStart(4, '0')}.png`), p: i / n, t: i / fps, frame: i + 1 }))
          .filter((s) => !(values.reuse && fs.existsSync(s.file)));
        if (shots.length) await renderer.plates({ ...plate, width: dims.width, height: dims.height }, shots);
        log(c.id, `${n + 1} frames`, `${Math.round((Date.now() - started) / 1000)} s`);
        const outDir = path.join(p.libraryDir, c.id);
        fs.rmSync(outDir, { recursive: true, force: true });
        const encoded = await encodeClip({
          input: ['-framerate', String(fps), '-i', path.join(framesDir, '%04d.png')],
          interpolate: blendsUp(c.animate, fps),
          outDir,
          id: c.id,
          vertical: c.vertical,
          seconds: c.seconds,
          grain: GRAIN,
          target: c.target ?? CLIP_TARGET,
        });
        const poster = await encodeStill({
          png: path.join(framesDir, `${String(Math.round(n * (c.animate.poster ?? 0))).padStart(4, '0')}.png`),
          outDir,
          base: `${c.id}.poster`,
          vertical: c.vertical,
          grain: GRAIN,
          budget: STILL_BUDGET,
        });
        upsert(p.json, { clips: [clipEntry(p.publicDir, c, encoded, stillEntry(p.publicDir, c.id, c.alt, poster))] }, order);
        log(
          c.id,
          'done',
          `${Math.round((Date.now() - started) / 1000)} s`,
          encoded.files.map((f) => `${path.basename(f.file)} ${(f.bytes / 1000).toFixed(0)} KB (crf ${f.crf})`).join(', '),
        );
        continue;
      }
      if (values.fast) {
        // --fast: one plate and a slow push-in with a lateral drift done by ffmpeg (no depth parallax,
        // no light sweep): a quarter of the render time, for drafts or a machine under heavy load
        const a = path.join(dir, 'a.png');
        // a plate already rendered for this clip (same catalogue entry) is reused
        if (!(values.reuse && fs.existsSync(a))) await renderer.plates(plate, [{ file: a, light: 0 }]);
        const outDir = path.join(p.libraryDir, c.id);
        fs.rmSync(outDir, { recursive: true, force: true });
        const frames = c.seconds * 24;
        const z = `1+0.05*(0.5-0.5*cos(2*PI*on/${frames}))`;
        const encoded = await encodeClip({
          input: ['-i', a],
          // upscale once, repeat the frame in memory, then a sub-pixel push-in and drift per frame
          prefilter: `scale=${plate.width * 2}:${plate.height * 2}:flags=lanczos,loop=loop=${frames - 1}:size=1:start=0,setpts=N/24/TB,zoompan=z='${z}':x='iw/2-iw/zoom/2+iw*0.012*sin(2*PI*on/${frames})':y='ih/2-ih/zoom/2':d=1:s=${dims.width}x${dims.height}:fps=24`,
          outDir,
          id: c.id,
          vertical: c.vertical,
          seconds: c.seconds,
          grain: GRAIN,
          target: CLIP_TARGET,
        });
        const first = await grabFrame(encoded.files[1].file, 0, path.join(dir, 'first.png'), c.vertical);
        const poster = await encodeStill({ png: first, outDir, base: `${c.id}.poster`, vertical: c.vertical, budget: STILL_BUDGET });
        upsert(p.json, { clips: [clipEntry(p.publicDir, c, encoded, stillEntry(p.publicDir, c.id, c.alt, poster))] }, order);
        log(
          c.id,
          'done (fast)',
          `${Math.round((Date.now() - started) / 1000)} s`,
          encoded.files.map((f) => `${path.basename(f.file)} ${(f.bytes / 1000).toFixed(0)} KB`).join(', '),
        );
        continue;
      }
      const shots = { a: path.join(dir, 'a.png'), b: path.join(dir, 'b.png'), depth: path.join(dir, 'depth.png') };
      const { focus } = await renderer.plates(plate, [
        { file: shots.a, light: 0 },
        { file: shots.b, light: 1 },
        { file: shots.depth, depth: true },
      ]);
      log(c.id, 'plates', `${Math.round((Date.now() - started) / 1000)} s`);
      const n = c.seconds * COMPOSITE_FPS;
      // n + 1 frames: the last equals the first, so the blend up to 24 fps closes the loop
      const frames = await renderer.composite(
        { ...dims, ...shots, focus, overscan: OVERSCAN, motion: c.motion },
        { n, frames: [...Array(n + 1).keys()], dir: path.join(dir, 'frames') },
      );
      log(c.id, 'frames', `${Math.round((Date.now() - started) / 1000)} s`);
      const outDir = path.join(p.libraryDir, c.id);
      fs.rmSync(outDir, { recursive: true, force: true });
      const encoded = await encodeClip({
        input: ['-framerate', String(COMPOSITE_FPS), '-i', path.join(dir, 'frames', `%04d${path.extname(frames[0])}`)],
        interpolate: true,
        outDir,
        id: c.id,
        vertical: c.vertical,
        seconds: c.seconds,
        grain: GRAIN,
        target: CLIP_TARGET,
      });
      const poster = await encodeStill({
        png: frames[0],
        outDir,
        base: `${c.id}.poster`,
        vertical: c.vertical,
        grain: GRAIN,
        budget: STILL_BUDGET,
      });
      upsert(p.json, { clips: [clipEntry(p.publicDir, c, encoded, stillEntry(p.publicDir, c.id, c.alt, poster))] }, order);
      log(
        c.id,
        'done',
        `${Math.round((Date.now() - started) / 1000)} s`,
        encoded.files.map((f) => `${path.basename(f.file)} ${(f.bytes / 1000).toFixed(0)} KB (crf ${f.crf})`).join(', '),
      );
    }

  if (doStills && !values.fill)
    for (const s of stills.filter((s) => wanted(s.id))) {
      const started = Date.now();
      const dims = size(false);
      const png = path.join(work, `${s.id}.png`);
      if (s.from) {
        // another framing of a clip's rendered plate (light state a or b)
        const dir = path.join(work, s.from);
        const source = clips.find((c) => c.id === s.from);
        let wantedPlate = path.join(dir, `${s.light ?? 'a'}.png`);
        if (source?.animate) {
          // a still of a film rendered frame by frame is one of its frames (s.at: where in the film, 0..1)
          const fps = source.animate.fps ?? COMPOSITE_FPS;
          const n = Math.round(source.seconds * fps);
          const i = Math.round(n * (s.at ?? 0));
          wantedPlate = path.join(dir, 'frames', `${String(i).padStart(4, '0')}.png`);
          if (!fs.existsSync(wantedPlate)) {
            fs.mkdirSync(path.dirname(wantedPlate), { recursive: true });
            const dims = size(source.vertical);
            await renderer.plates({ scene: source.scene, variant: source.variant, ...dims, fps: 24 }, [
              { file: wantedPlate, p: i / n, t: i / fps, frame: i + 1 },
            ]);
          }
        } else if (!fs.existsSync(wantedPlate)) {
          // the clip's plates are not at hand (a fresh clone, or only stills asked for): render its two
          // lighting states again, as the clip did (same catalogue entry, same pictures), without the loop
          if (!source) throw new Error(`${s.id}: no clip ${s.from} in the catalogue`);
          const dims = size(source.vertical);
          fs.mkdirSync(dir, { recursive: true });
          await renderer.plates(
            {
              scene: source.scene,
              variant: source.variant,
              width: even(dims.width * OVERSCAN),
              height: even(dims.height * OVERSCAN),
              fps: 24,
            },
            [
              { file: path.join(dir, 'a.png'), light: 0 },
              { file: path.join(dir, 'b.png'), light: 1 },
            ],
          );
          log(s.from, 'plates for its stills', `${Math.round((Date.now() - started) / 1000)} s`);
        }
        const plate = [wantedPlate, path.join(dir, 'a.png')].find((f) => fs.existsSync(f));
        const { video } = await probe(plate);
        const [cx, cy, fw] = s.crop ?? [0.5, 0.5, 1];
        const w = Math.round(fw * video.width);
        const h = Math.min(video.height, Math.round((w * dims.height) / dims.width));
        const x = Math.round(Math.min(Math.max(cx * video.width - w / 2, 0), video.width - w));
        const y = Math.round(Math.min(Math.max(cy * video.height - h / 2, 0), video.height - h));
        await ffmpeg([
          '-i',
          plate,
          '-vf',
          `crop=${w}:${h}:${x}:${y},scale=${dims.width}:${dims.height}:flags=lanczos`,
          '-frames:v',
          '1',
          png,
        ]);
      } else if (!(values.reuse && fs.existsSync(png)))
        await renderer.plates({ scene: s.scene, variant: s.variant, ...dims, fps: 24 }, [{ file: png, light: 0 }]);
      const outDir = path.join(p.libraryDir, s.id);
      fs.rmSync(outDir, { recursive: true, force: true });
      const encoded = await encodeStill({ png, outDir, base: s.id, vertical: false, grain: GRAIN, budget: STILL_BUDGET });
      upsert(p.json, { stills: [stillEntry(p.publicDir, s.id, s.alt, encoded)] }, order);
      log(s.id, 'done', `${Math.round((Date.now() - started) / 1000)} s`, `${(encoded.bytes / 1000).toFixed(0)} KB`);
    }
} finally {
  await browser?.close();
}

/**
 * --fill: stand-ins for catalogue clips not rendered yet (the fallback clip's files under this id,
 * described as what they show) and for stills whose source clip is rendered but the still is not
 * (that clip's poster); then removes files no entry lists (left by an interrupted run).
 */
function fill() {
  const lib = readLibrary(p.json);
  const onDisk = (e) => [e.avif, e.webp].every((f) => fs.existsSync(path.join(p.publicDir, f)));
  const rendered = new Map(
    lib.clips.filter((c) => c.sources.every((s) => fs.existsSync(path.join(p.publicDir, s.src))) && onDisk(c.poster)).map((c) => [c.id, c]),
  );
  const standIns = [];
  const retitledClips = [...rendered.values()]
    .filter((k) => k.sources.every((s) => s.src.startsWith(`/media/library/${k.id}/`)))
    .map((k) => ({ ...k, poster: { ...k.poster, alt: clips.find((c) => c.id === k.id)?.alt ?? k.poster.alt } }));
  for (const c of clips) {
    if (rendered.has(c.id)) continue;
    let source = c.fallback;
    const seen = new Set();
    const fits = (id) => rendered.has(id) && rendered.get(id).vertical === Boolean(c.vertical);
    while (source && !fits(source) && !seen.has(source)) {
      seen.add(source);
      source = clips.find((k) => k.id === source)?.fallback;
    }
    const stand = (fits(source) && rendered.get(source)) || [...rendered.values()].find((k) => k.vertical === Boolean(c.vertical));
    if (!stand) continue;
    standIns.push({ ...stand, id: c.id, title: c.title, vertical: stand.vertical, poster: { ...stand.poster, id: c.id } });
    log(c.id, `stands in with ${stand.id}'s renditions`);
  }
  // descriptions follow the catalogue (a still rendered from the catalogue keeps its entry's files)
  const realStills = lib.stills.filter((s) => fs.existsSync(path.join(p.libraryDir, s.id)));
  const retitled = realStills.map((s) => ({ ...s, alt: stills.find((k) => k.id === s.id)?.alt ?? s.alt }));
  const stillIds = new Set(lib.stills.filter(onDisk).map((s) => s.id));
  const stillStandIns = stills
    .filter((s) => !stillIds.has(s.id))
    .map((s) => {
      const poster = rendered.get(s.from ?? '')?.poster ?? [...rendered.values()].find((c) => !c.vertical)?.poster;
      return poster && { ...poster, id: s.id };
    })
    .filter(Boolean);
  upsert(p.json, { clips: [...retitledClips, ...standIns], stills: [...retitled, ...stillStandIns] }, order);
  const next = readLibrary(p.json);
  const listed = new Set(listedFiles(next).map((f) => path.join(p.publicDir, f)));
  for (const dir of fs.readdirSync(p.libraryDir)) {
    for (const file of fs.readdirSync(path.join(p.libraryDir, dir))) {
      const full = path.join(p.libraryDir, dir, file);
      if (!listed.has(full)) fs.rmSync(full);
    }
    if (fs.readdirSync(path.join(p.libraryDir, dir)).length === 0) fs.rmdirSync(path.join(p.libraryDir, dir));
  }
}
