/**
 * Peer mode of `npm run bench`: our pages and their counterparts on AstroWind (the most used Astro
 * marketing template; BENCH_PEER_DIR names the folder of its built site, see bench/README.md) measured by Lighthouse in ONE interleaved run (our page A,
 * the peer's page A, our page B, …, for BENCH_RUNS rounds), so that the machine's load hits both
 * alike. Only the ratios mean something on a shared machine; the absolute figures are kept beside
 * them.
 *
 * The peer is served the way a static host would serve it: @fastify/static with compression
 * (brotli or gzip), on a free loopback port.
 */
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';

export const PEER_PAIRS: readonly { ours: string; peer: string; label: string }[] = [
  { label: 'home', ours: '/', peer: '/' },
  { label: 'article list', ours: '/insights', peer: '/blog' },
  { label: 'article', ours: '/insights/budgeting-for-ai-video', peer: '/get-started-website-with-astro-tailwind-css' },
  { label: 'service / landing page', ours: '/services/tv-commercial', peer: '/landing/lead-generation' },
  { label: 'privacy policy', ours: '/privacy-policy', peer: '/privacy' },
];

/** Baseline mode (BENCH_BASELINE_ROOT): the same pages of this site, each against an earlier commit of itself. */
export const BASELINE_PAIRS: typeof PEER_PAIRS = PEER_PAIRS.map(({ label, ours }) => ({ label, ours, peer: ours }));

export type PeerSample = {
  performance: number;
  tbt: number;
  mainThread: number;
  speedIndex: number;
  lcp: number;
  fcp: number;
  jsBytes: number;
};
export type PeerRow = { label: string; ours: string; peer: string; oursMedian: PeerSample; peerMedian: PeerSample };

/** The peer's built site: the folder BENCH_PEER_DIR names (relative to the repository), when it holds an index.html. */
export function peerDir(root: string): string | null {
  if (!process.env.BENCH_PEER_DIR) return null;
  const dir = path.resolve(root, process.env.BENCH_PEER_DIR);
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : null;
}

/** A static server for the peer's built site; answers its base URL and a stop function. */
export async function servePeer(dir: string, port: number): Promise<{ base: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: dir, extensions: ['html'], redirect: true });
  await app.listen({ port, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${port}`, close: () => app.close() };
}

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/**
 * One Lighthouse run. A run Lighthouse could not score (its performance score is null: a metric it failed to
 * compute, now and then, on this shared machine) is measured once more; a second failure leaves the sample
 * without figures (NaN), which the medians skip, rather than a performance of 0 that drags them down.
 */
async function sample(url: string, chromePort: number, log: (line: string) => void, retry = true): Promise<PeerSample> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result!.lhr;
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    const failed = Object.entries(lhr.audits)
      .filter(([, audit]) => audit.scoreDisplayMode === 'error')
      .map(([id, audit]) => `${id}: ${audit.errorMessage ?? 'error'}`);
    log(
      `lighthouse could not score ${url}${retry ? ', measuring again' : ''}: ${lhr.runtimeError?.message ?? failed.slice(0, 3).join('; ')}`,
    );
    if (retry) return sample(url, chromePort, log, false);
    return { performance: NaN, tbt: NaN, mainThread: NaN, speedIndex: NaN, lcp: NaN, fcp: NaN, jsBytes: NaN };
  }
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? [];
  return {
    performance: Math.round(score * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
    speedIndex: lhr.audits['speed-index']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
  };
}

/** The interleaved run: for each round, each pair, ours then the peer's. */
export async function runPeerComparison(options: {
  oursBase: string;
  peerBase: string;
  chromePort: number;
  runs: number;
  log: (line: string) => void;
  /** The pages to compare; PEER_PAIRS unless given (BASELINE_PAIRS compares this build with an earlier one). */
  pairs?: typeof PEER_PAIRS;
}): Promise<PeerRow[]> {
  const pairs = options.pairs ?? PEER_PAIRS;
  const samples = new Map<string, { ours: PeerSample[]; peer: PeerSample[] }>(pairs.map((p) => [p.label, { ours: [], peer: [] }]));
  for (let round = 0; round < options.runs; round++) {
    for (const pair of pairs) {
      const bucket = samples.get(pair.label)!;
      bucket.ours.push(await sample(`${options.oursBase}${pair.ours}`, options.chromePort, options.log));
      bucket.peer.push(await sample(`${options.peerBase}${pair.peer}`, options.chromePort, options.log));
      options.log(`peer round ${round + 1} ${pair.label}: perf ${bucket.ours.at(-1)!.performance} / ${bucket.peer.at(-1)!.performance}`);
    }
  }
  const medianOf = (list: PeerSample[]): PeerSample => {
    const keys = Object.keys(list[0]!) as (keyof PeerSample)[];
    return Object.fromEntries(keys.map((k) => [k, median(list.map((s) => s[k]))])) as PeerSample;
  };
  return pairs.map((pair) => ({
    ...pair,
    oursMedian: medianOf(samples.get(pair.label)!.ours),
    peerMedian: medianOf(samples.get(pair.label)!.peer),
  }));
}

const ms = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(1)}×` : 'n/a');

/** The goals the hydration work is held to, each judged against the peer's figure from the same run. */
export function peerGoals(row: PeerRow): { goal: string; met: boolean }[] {
  const o = row.oursMedian;
  const p = row.peerMedian;
  return [
    { goal: "performance ≥ the peer's − 5", met: o.performance >= p.performance - 5 },
    { goal: "TBT ≤ the peer's + 150 ms", met: o.tbt <= p.tbt + 150 },
    { goal: "main-thread work ≤ 2× the peer's", met: o.mainThread <= 2 * p.mainThread },
    { goal: "Speed Index ≤ 1.2× the peer's", met: o.speedIndex <= 1.2 * p.speedIndex },
    { goal: 'LCP and FCP lead kept', met: o.lcp <= p.lcp && o.fcp <= p.fcp },
  ];
}

/** The table of medians, ours / theirs per cell. */
function comparisonTable(rows: PeerRow[], pageCell: (row: PeerRow) => string): string[] {
  return [
    '| page | perf | TBT ms | main-thread ms (ratio) | Speed Index ms (ratio) | LCP ms | FCP ms | JS bytes, compressed (ratio) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => {
      const o = r.oursMedian;
      const p = r.peerMedian;
      return `| ${pageCell(r)} | ${o.performance} / ${p.performance} | ${ms(o.tbt)} / ${ms(p.tbt)} | ${ms(o.mainThread)} / ${ms(p.mainThread)} (${ratio(o.mainThread, p.mainThread)}) | ${ms(o.speedIndex)} / ${ms(p.speedIndex)} (${ratio(o.speedIndex, p.speedIndex)}) | ${ms(o.lcp)} / ${ms(p.lcp)} | ${ms(o.fcp)} / ${ms(p.fcp)} | ${ms(o.jsBytes)} / ${ms(p.jsBytes)} (${ratio(o.jsBytes, p.jsBytes)}) |`;
    }),
  ];
}

/**
 * Markdown for bench/BASELINE.md: this build against an earlier one, page for page, in one interleaved run. A
 * regression is a median LCP or TBT above the earlier build's by more than the noise allowance (10 % and 100 ms
 * for LCP, 100 ms for TBT; runs on this machine move by that much between identical builds).
 */
export function baselineReport(rows: PeerRow[], runs: number, baseline: string): string {
  const regressed = (r: PeerRow) => {
    const o = r.oursMedian;
    const b = r.peerMedian;
    const lcp = o.lcp > b.lcp * 1.1 && o.lcp > b.lcp + 100;
    const tbt = o.tbt > b.tbt + 100;
    return lcp || tbt ? `**${[lcp && 'LCP', tbt && 'TBT'].filter(Boolean).join(' and ')}**` : 'none';
  };
  return [
    `## Against an earlier build (${baseline}), one interleaved run, ${runs} rounds, medians`,
    '',
    'Lighthouse mobile preset, simulated throttling. Each cell is this build / the earlier one; the ratio is this ÷ earlier.',
    '',
    ...comparisonTable(rows, (r) => r.ours),
    '',
    '| page | regression in LCP or TBT |',
    '| --- | --- |',
    ...rows.map((r) => `| ${r.ours} | ${regressed(r)} |`),
    '',
  ].join('\n');
}

/** Markdown for bench/REPORT.md: the ratio table, then the goals per pair. */
export function peerReport(rows: PeerRow[], runs: number): string {
  const lines = [
    `## Against the peer (AstroWind), one interleaved run, ${runs} rounds, medians`,
    '',
    'Lighthouse mobile preset, simulated throttling. Each cell is ours / peer; the ratio is ours ÷ peer (lower is better except for performance).',
    '',
    ...comparisonTable(rows, (r) => `${r.ours} vs ${r.peer}`),
    '',
    '| page pair | ' +
      peerGoals(rows[0]!)
        .map((g) => g.goal)
        .join(' | ') +
      ' |',
    '| --- |' + ' --- |'.repeat(peerGoals(rows[0]!).length),
    ...rows.map(
      (r) =>
        `| ${r.ours} | ` +
        peerGoals(r)
          .map((g) => (g.met ? 'met' : '**missed**'))
          .join(' | ') +
        ' |',
    ),
    '',
  ];
  return lines.join('\n');
}
