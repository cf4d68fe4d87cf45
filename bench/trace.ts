/**
 * `npm run bench:trace`: what our pages cost after they first paint, from Chromium performance traces
 * (bench/trace-metrics.ts says what each figure is). A phone-sized, touch, 4x-slowed CPU visit by a first-time
 * visitor (no cookie choice yet), no input, from first paint to 5 s after load; the median of BENCH_RUNS runs
 * (3). When BENCH_PEER_DIR names the peer's built site (bench/README.md), its counterpart pages are traced in
 * the same interleaved run.
 *
 * Writes bench/TRACE.md and bench/trace.json. BENCH_TRACE_ROUTES (comma list; default: the five pages of the
 * peer comparison), SKIP_BUILD=1 to reuse dist/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { PEER_PAIRS, peerDir, servePeer } from './peer';
import { buildUnlessSkipped, startProductionServer } from './production-server';
import { traceMetrics, type TraceEvent, type TraceMetrics } from './trace-metrics';
import { freePort } from '#tests/utils/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'v8.execute',
];

/** What one visit cost: the trace's figures, and the JavaScript it downloaded with no input. */
export type VisitMetrics = TraceMetrics & {
  /** Bytes of script the page fetched from navigation to the end of the window, as sent (compressed), bodies only. */
  scriptBytes: number;
};

/** One visit: trace from navigation to `settleMs` after load, then read the figures. */
export async function traceVisit(browser: Browser, url: string, settleMs = 5000): Promise<VisitMetrics> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // The window ends settleMs after load; wait a little longer so the last frames are in the trace.
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), settleMs + 300);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const scriptBytes = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
      .reduce((sum, entry) => sum + entry.encodedBodySize, 0),
  );
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return { ...traceMetrics(traceEvents, { elements, pageUrl: url, settleMs }), scriptBytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The median of each figure over the runs (per script file too). */
export function medianMetrics(samples: VisitMetrics[]): VisitMetrics {
  const pick = (key: Exclude<keyof VisitMetrics, 'scriptByFile'>) => median(samples.map((s) => s[key]));
  const files = [...new Set(samples.flatMap((s) => Object.keys(s.scriptByFile)))];
  return {
    frames: pick('frames'),
    droppedFrames: pick('droppedFrames'),
    mainFrames: pick('mainFrames'),
    styleRecalcs: pick('styleRecalcs'),
    bigStyleRecalcs: pick('bigStyleRecalcs'),
    styleMs: pick('styleMs'),
    layoutMs: pick('layoutMs'),
    scriptMs: pick('scriptMs'),
    scriptBytes: pick('scriptBytes'),
    scriptByFile: Object.fromEntries(files.map((f) => [f, median(samples.map((s) => s.scriptByFile[f] ?? 0))])),
  };
}

/**
 * Traces each route (with `peerBase`, its counterpart on the peer too; with `baseline`, the same page of an earlier
 * build) in one interleaved run of `runs` rounds, and returns the medians keyed by route (`peer <path>` for the
 * peer's, `<label> <path>` for the earlier build's).
 */
export async function traceRoutes({
  base,
  peerBase,
  baseline,
  routes,
  runs,
  log = () => undefined,
}: {
  base: string;
  peerBase?: string;
  baseline?: { base: string; label: string };
  routes: readonly string[];
  runs: number;
  log?: (line: string) => void;
}): Promise<Record<string, VisitMetrics>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const samples = new Map<string, VisitMetrics[]>();
  const targets = routes.flatMap((route) => {
    const pair = PEER_PAIRS.find((p) => p.ours === route);
    return [
      { key: route, url: base + route },
      ...(baseline ? [{ key: `${baseline.label} ${route}`, url: baseline.base + route }] : []),
      ...(peerBase && pair ? [{ key: `peer ${pair.peer}`, url: peerBase + pair.peer }] : []),
    ];
  });
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const { key, url } of targets) {
        const sample = await traceVisit(browser, url);
        samples.set(key, [...(samples.get(key) ?? []), sample]);
        log(
          `trace round ${round + 1} ${key}: ${sample.frames} frames, ${sample.bigStyleRecalcs} big recalcs, ${sample.scriptMs} ms script`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries([...samples].map(([key, list]) => [key, medianMetrics(list)]));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures as a Markdown table, one row per traced page. */
export function traceTable(results: Record<string, VisitMetrics>): string {
  const top = (m: TraceMetrics) =>
    Object.entries(m.scriptByFile)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([file, ms]) => `${file} ${ms}`)
      .join(', ');
  return [
    '| page | JS downloaded | frames (dropped) | main-thread frames | style passes (big) | style ms | layout ms | script ms | most script (ms) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(results).map(
      ([key, m]) =>
        `| ${key} | ${kb(m.scriptBytes)} | ${m.frames} (${m.droppedFrames}) | ${m.mainFrames} | ${m.styleRecalcs} (${m.bigStyleRecalcs}) | ${m.styleMs} | ${m.layoutMs} | ${m.scriptMs} | ${top(m)} |`,
    ),
  ].join('\n');
}

/** What a trace run measures, in words (the heading of TRACE.md and of the report's section). */
export const traceMethod = (runs: number) =>
  `Phone-sized touch visit, CPU slowed 4x, first visit (no cookie choice), no input; from first contentful paint to 5 s after load. Median of ${runs} runs. "JS downloaded" is every script the visit fetched in that time, compressed as sent. A "big" style pass touches more than a tenth of the document. bench/trace-metrics.ts defines each figure.`;

const isMain = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('bench/trace.ts');
if (isMain) {
  buildUnlessSkipped(root, distDir);
  const { base, server } = await startProductionServer(root, { distDir, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'studio-trace-')) });
  const peer = peerDir(root);
  const served = peer ? await servePeer(peer, await freePort()) : null;
  // BENCH_BASELINE_ROOT: a built checkout of an earlier commit, served by its own server code (bench/README.md).
  const baselineRoot = process.env.BENCH_BASELINE_ROOT && path.resolve(root, process.env.BENCH_BASELINE_ROOT);
  const earlier = baselineRoot
    ? await startProductionServer(baselineRoot, {
        distDir: path.join(baselineRoot, 'dist'),
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'studio-trace-baseline-')),
      })
    : null;
  const routes = process.env.BENCH_TRACE_ROUTES?.split(',') ?? PEER_PAIRS.map((p) => p.ours);
  let results: Record<string, VisitMetrics>;
  try {
    results = await traceRoutes({
      base,
      peerBase: served?.base,
      baseline: earlier ? { base: earlier.base, label: process.env.BENCH_BASELINE_LABEL ?? 'before' } : undefined,
      routes,
      runs,
      log: (line) => console.log(line),
    });
  } finally {
    server.kill();
    earlier?.server.kill('SIGTERM');
    await served?.close();
  }
  fs.writeFileSync(
    path.join(root, 'bench/trace.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs, load: os.loadavg()[0], results }, null, 2)}\n`,
  );
  const lines = [
    '# After first paint: frames, style passes and script (`npm run bench:trace`)',
    '',
    `${traceMethod(runs)} ${new Date().toISOString().slice(0, 10)}, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    '',
    traceTable(results),
    '',
  ];
  fs.writeFileSync(path.join(root, 'bench/TRACE.md'), lines.join('\n'));
  console.log(lines.join('\n'));
  process.exit(0);
}
