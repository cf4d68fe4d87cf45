// ffmpeg side of the media pipeline: loop renditions fitted to their byte budgets, posters,
// stills and the tiny inlined placeholder. Used by `npm run media:demo` and `npm run media:add`.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? 'ffprobe';

/** Byte budgets per file (the media-library unit test enforces the same numbers). */
export const budgets = { webm: 3_000_000, mp4: 3_000_000, thumb: 8_000, total: 60_000_000 };
/**
 * The home reel's budgets per rendition (`npm run media:reel`): its 1920 × 1080 files for wide screens,
 * its 1280 × 720 files (the clip's own `sources`) for phones.
 */
export const reelBudgets = { 1080: { webm: 6_000_000, mp4: 9_000_000 }, 720: { webm: 3_000_000, mp4: 3_000_000 } };
/** The reel's length: a cut, longer than a work's loop. */
export const REEL_SECONDS = { min: 20, max: 40 };
/** The thumbnail rendition of every still (navigation dropdowns): 16:9, drawn at 96 × 54 CSS px on 2x screens. */
export const THUMB = { width: 192, height: 108 };
export const FPS = 24;
export const MAX_SECONDS = 8;

export async function ffmpeg(args) {
  // nice: encoding shares the machine; never starve the site or its tests
  await run('nice', ['-n', '15', FFMPEG, '-hide_banner', '-loglevel', 'error', '-y', ...args], { maxBuffer: 64 * 1024 * 1024 });
}

export async function probe(file) {
  const { stdout } = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file]);
  const info = JSON.parse(stdout);
  const video = info.streams.find((s) => s.codec_type === 'video');
  if (!video) throw new Error(`${file} has no video stream`);
  return { video, format: info.format, audio: info.streams.some((s) => s.codec_type === 'audio') };
}

export const size = (vertical) => (vertical ? { width: 720, height: 1280 } : { width: 1280, height: 720 });

/**
 * Whether a film rendered at `animate.fps` is blended up to 24 fps: below 24 it is, which reads as motion blur in
 * slow moves, unless it holds each drawing instead (`animate.hold`, cel animation on twos). See docs/media.md.
 */
export const blendsUp = (animate = {}, fps = animate.fps ?? 12) => fps < FPS && !animate.hold;

/** The ffmpeg filter that brings frames to 24 fps: a blend of neighbours (`blend`) or repeated frames. */
export const toFilmRate = (blend) => (blend ? `framerate=fps=${FPS}:interp_start=0:interp_end=255` : `fps=${FPS}`);

/** scale + centre-crop to the target frame, 24 fps, 8-bit 4:2:0 (plus optional film grain). */
function frameFilter({ width, height }, grain = 0, interpolate = false) {
  // interpolate: the input is a lower-rate sequence blended up to 24 fps (blendsUp)
  const rate = toFilmRate(interpolate);
  const parts = [`scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos`, `crop=${width}:${height}`, rate];
  if (grain > 0) parts.push(`noise=alls=${grain}:allf=t`);
  parts.push('format=yuv420p');
  return parts.join(',');
}

const hex2 = (n) => Number(n).toString(16).padStart(2, '0');

/** RFC 6381 codecs strings read back from the encoded files. */
async function codecsOf(file) {
  const { video } = await probe(file);
  if (video.codec_name === 'h264') {
    const profile = { Baseline: 0x42, 'Constrained Baseline': 0x42, Main: 0x4d, High: 0x64 }[video.profile] ?? 0x64;
    const constraints = video.profile === 'Constrained Baseline' ? 0xc0 : 0;
    return `avc1.${hex2(profile)}${hex2(constraints)}${hex2(video.level)}`;
  }
  if (video.codec_name === 'av1') {
    const level = video.level >= 0 ? video.level : 8;
    return `av01.0.${String(level).padStart(2, '0')}M.08`;
  }
  if (video.codec_name === 'vp9') return 'vp09.00.31.08';
  throw new Error(`Unexpected codec ${video.codec_name}`);
}

/** Encodes, raising the quantiser until the file fits its budget. */
async function fitted(label, budget, startCrf, step, maxCrf, encode) {
  for (let crf = startCrf; crf <= maxCrf; crf += step) {
    const file = await encode(crf);
    const bytes = fs.statSync(file).size;
    if (bytes <= budget) return { file, crf, bytes };
  }
  throw new Error(`${label} does not fit ${budget} bytes even at the highest quantiser`);
}

/**
 * Loop renditions: AV1 WebM (best first) and H.264 MP4 (+faststart, yuv420p, no audio).
 * input: ffmpeg input args (an image sequence or a file); target: per-file budgets (defaults: the maxima).
 * For other sizes and lengths than a work's loop (the home reel's renditions): dims (the frame, default
 * size(vertical)), maxSeconds (default MAX_SECONDS) and name (the files' base name, default id).
 */
export async function encodeClip({
  input,
  outDir,
  id,
  vertical,
  seconds,
  grain = 0,
  interpolate = false,
  prefilter,
  target = {},
  dims = size(vertical),
  maxSeconds = MAX_SECONDS,
  name = id,
}) {
  fs.mkdirSync(outDir, { recursive: true });
  const vf = [prefilter, frameFilter(dims, grain, interpolate)].filter(Boolean).join(',');
  const limit = ['-t', String(Math.min(seconds ?? maxSeconds, maxSeconds))];
  const gop = String(FPS * 2);
  const webm = await fitted(`${id} AV1`, target.webm ?? budgets.webm, target.webmCrf ?? 34, 3, 63, async (crf) => {
    const file = path.join(outDir, `${name}.av1.webm`);
    await ffmpeg([
      ...input,
      ...limit,
      '-vf',
      vf,
      '-an',
      '-c:v',
      'libsvtav1',
      '-preset',
      '10',
      '-crf',
      String(crf),
      '-g',
      gop,
      '-svtav1-params',
      'tune=0',
      file,
    ]);
    return file;
  });
  const mp4 = await fitted(`${id} H.264`, target.mp4 ?? budgets.mp4, target.mp4Crf ?? 25, 2, 51, async (crf) => {
    const file = path.join(outDir, `${name}.mp4`);
    await ffmpeg([
      ...input,
      ...limit,
      '-vf',
      vf,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      String(crf),
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-g',
      gop,
      '-movflags',
      '+faststart',
      file,
    ]);
    return file;
  });
  const { format } = await probe(mp4.file);
  return {
    ...dims,
    duration: Math.round(Number(format.duration) * 100) / 100,
    files: [
      { file: webm.file, type: `video/webm; codecs="${await codecsOf(webm.file)}"`, bytes: webm.bytes, crf: webm.crf },
      { file: mp4.file, type: `video/mp4; codecs="${await codecsOf(mp4.file)}"`, bytes: mp4.bytes, crf: mp4.crf },
    ],
  };
}

/** Grabs one frame of a video as PNG (for posters of added footage). */
export async function grabFrame(videoFile, seconds, pngFile, vertical) {
  await ffmpeg([
    '-ss',
    String(seconds),
    '-i',
    videoFile,
    '-frames:v',
    '1',
    '-vf',
    frameFilter(size(vertical)).replace(`,fps=${FPS}`, ''),
    pngFile,
  ]);
  return pngFile;
}

/**
 * The least a still's AVIF may weigh, in bits per pixel of the still. Chrome takes an image under
 * 0.05 bits per displayed device pixel for a placeholder and leaves it out of Largest Contentful
 * Paint; a smooth studio render at the default quantiser came out at 0.02–0.04 (a 4 KB hero poster),
 * so the hero's poster did not count and the film's first frame, seconds later, became the LCP. A
 * poster filling a phone at 1.75–2x has about twice its own pixel count on screen, hence 0.12. The
 * lower quantiser this takes also ends the banding in dark gradients.
 */
const MIN_BITS_PER_PIXEL = 0.12;

/**
 * A still in AVIF and WebP at the frame's size plus a ~20 px wide blurred WebP placeholder (data URI).
 * budget: bytes per format (quality is lowered until it fits).
 */
export async function encodeStill({ png, outDir, base, vertical, grain = 0, budget = 90_000 }) {
  fs.mkdirSync(outDir, { recursive: true });
  const dims = size(vertical);
  const vf = [`scale=${dims.width}:${dims.height}:force_original_aspect_ratio=increase:flags=lanczos`, `crop=${dims.width}:${dims.height}`];
  if (grain > 0) vf.push(`noise=alls=${Math.round(grain * 0.7)}:allf=u`);
  const encodeAvif = (crf) => avifImage({ input: png, vf, file: path.join(outDir, `${base}.avif`), crf, cpuUsed: 8 });
  let avif = await fitted(`${base} AVIF`, budget, 30, 4, 60, encodeAvif);
  // A floor as well as a ceiling: see MIN_BITS_PER_PIXEL.
  const floor = Math.ceil((dims.width * dims.height * MIN_BITS_PER_PIXEL) / 8);
  for (let crf = avif.crf - 4; avif.bytes < floor && crf >= 10; crf -= 4) {
    const file = await encodeAvif(crf);
    const bytes = fs.statSync(file).size;
    if (bytes > budget) {
      await encodeAvif(avif.crf);
      break;
    }
    avif = { file, crf, bytes };
  }
  const webp = await fitted(`${base} WebP`, budget, 0, 1, 8, (step) =>
    webpImage({ input: png, vf, file: path.join(outDir, `${base}.webp`), quality: 78 - step * 7 }),
  );
  const tiny = path.join(outDir, `.${base}.placeholder.webp`);
  const pw = vertical ? 14 : 24;
  await ffmpeg([
    '-i',
    png,
    '-vf',
    `scale=${pw}:-2:flags=area,gblur=sigma=0.6,format=yuv420p`,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '40',
    tiny,
  ]);
  const placeholder = `data:image/webp;base64,${fs.readFileSync(tiny).toString('base64')}`;
  fs.rmSync(tiny);
  const thumb = await encodeThumb({ image: png, outDir, base });
  return { ...dims, avif: avif.file, webp: webp.file, bytes: avif.bytes + webp.bytes, placeholder, thumb };
}

/**
 * The thumbnail rendition of a still: THUMB (192 × 108, centre-cropped to 16:9 whatever the
 * still's shape) in AVIF and WebP, each within budgets.thumb, written beside the still as
 * `<base>.thumb.avif` / `<base>.thumb.webp`. image: any picture ffmpeg reads (the PNG a still
 * is encoded from, or a committed WebP poster: scripts/media/thumbs.mjs).
 */
export async function encodeThumb({ image, outDir, base }) {
  fs.mkdirSync(outDir, { recursive: true });
  const { width, height } = THUMB;
  // area averaging for the large step down, then a light sharpen so edges survive at this size
  const vf = [`scale=${width}:${height}:force_original_aspect_ratio=increase:flags=area`, `crop=${width}:${height}`, 'unsharp=3:3:0.4'];
  const avif = await fitted(`${base} thumbnail AVIF`, budgets.thumb, 28, 4, 60, (crf) =>
    avifImage({ input: image, vf, file: path.join(outDir, `${base}.thumb.avif`), crf, cpuUsed: 6 }),
  );
  const webp = await fitted(`${base} thumbnail WebP`, budgets.thumb, 0, 1, 8, (step) =>
    webpImage({ input: image, vf, file: path.join(outDir, `${base}.thumb.webp`), quality: 72 - step * 7 }),
  );
  return { width, height, avif: avif.file, webp: webp.file, bytes: avif.bytes + webp.bytes };
}

/** One picture as a still AVIF (libaom, 8-bit 4:2:0) at a constant quantiser. vf: the filters before the pixel format. */
async function avifImage({ input, vf, file, crf, cpuUsed }) {
  await ffmpeg([
    '-i',
    input,
    '-vf',
    [...vf, 'format=yuv420p'].join(','),
    '-frames:v',
    '1',
    '-c:v',
    'libaom-av1',
    '-still-picture',
    '1',
    '-cpu-used',
    String(cpuUsed),
    '-crf',
    String(crf),
    '-b:v',
    '0',
    file,
  ]);
  return file;
}

/** One picture as a lossy WebP at the given quality (0-100). */
async function webpImage({ input, vf, file, quality }) {
  await ffmpeg([
    '-i',
    input,
    '-vf',
    vf.join(','),
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    String(quality),
    '-compression_level',
    '6',
    file,
  ]);
  return file;
}
