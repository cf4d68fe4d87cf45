/**
 * `npm run bench:serve`: how many page requests the production server answers.
 * Starts the server on a free loopback port with the existing build (dist/, or
 * DIST_DIR; run `npm run build` first), then loads a few pages with
 * `Accept-Encoding: br` (what every current browser sends), bounded:
 * BENCH_SERVE_SECONDS (10) per page, BENCH_SERVE_CONNECTIONS (50) connections.
 *
 * The load generator shares this machine's cores with the server, so it must
 * cost little: `wrk` (Debian package `wrk`, written in C) is used when it is on
 * the PATH, autocannon otherwise. Autocannon parses every response in
 * JavaScript and, at 50 connections, needs more CPU than the server it loads:
 * its latencies then measure itself. BENCH_SERVE_TOOL=autocannon forces it.
 * Each page is loaded for a few seconds first, unrecorded, so the figures are
 * those of a warm server rather than of its first JIT compilation.
 *
 * Prints requests per second and latency percentiles and writes them to
 * bench/serve.json under BENCH_SERVE_LABEL (default "latest"), so a before and
 * an after run sit side by side. Never part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startProductionServer } from './production-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const seconds = Number(process.env.BENCH_SERVE_SECONDS ?? 10);
const connections = Number(process.env.BENCH_SERVE_CONNECTIONS ?? 50);
const label = process.env.BENCH_SERVE_LABEL ?? 'latest';
const paths = (process.env.BENCH_SERVE_PATHS ?? '/,/studio').split(',').filter(Boolean);
const out = path.join(root, 'bench', 'serve.json');

if (!fs.existsSync(path.join(distDir, 'client', 'index.html'))) throw new Error(`No build in ${distDir}: run "npm run build" first.`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-bench-serve-'));
const { base, server } = await startProductionServer(root, { distDir, dataDir });

type Row = {
  path: string;
  encoding: string;
  tool: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};
type Load = Omit<Row, 'path' | 'encoding' | 'tool'>;
const headers = { 'accept-encoding': 'br', accept: 'text/html' };
const warmUpSeconds = Math.min(3, seconds);

const hasWrk = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // `wrk --version` prints its banner and exits 1; only a missing binary is "no wrk".
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();
const tool = process.env.BENCH_SERVE_TOOL ?? (hasWrk ? 'wrk' : 'autocannon');

/** A wrk duration ("812.00us", "6.24ms", "1.02s") in milliseconds. */
const wrkMs = (value = '', unit = '') => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN);

function loadWithWrk(url: string, duration: number): Load {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const latency = (pct: string) => {
    const match = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out);
    if (!match) throw new Error(`wrk printed no ${pct}% latency:\n${out}`);
    return Math.round(wrkMs(match[1], match[2]) * 10) / 10;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN)),
    p50: latency('50'),
    p99: latency('99'),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

async function loadWithAutocannon(url: string, duration: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const load = (url: string, duration: number) => (tool === 'wrk' ? loadWithWrk(url, duration) : loadWithAutocannon(url, duration));

const rows: Row[] = [];
try {
  for (const urlPath of paths) {
    await load(`${base}${urlPath}`, warmUpSeconds);
    const row: Row = { path: urlPath, encoding: 'br', tool, ...(await load(`${base}${urlPath}`, seconds)) };
    rows.push(row);
    console.log(
      `GET ${urlPath} (br, ${connections} connections, ${seconds} s, ${tool}): ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const previous = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
const record = {
  at: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  seconds,
  connections,
  rows,
};
fs.writeFileSync(out, `${JSON.stringify({ ...previous, [label]: record }, null, 2)}\n`);
