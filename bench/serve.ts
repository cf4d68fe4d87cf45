/**
 * `npm run bench:serve`: how many page requests the production server answers.
 * Starts the server on a free loopback port with the existing build (dist/, or
 * DIST_DIR; run `npm run build` first), then points autocannon at a few pages
 * with `Accept-Encoding: br` (what every current browser sends), bounded:
 * BENCH_SERVE_SECONDS (10) per page, BENCH_SERVE_CONNECTIONS (50) connections.
 * Prints requests per second and latency percentiles and writes them to
 * bench/serve.json under BENCH_SERVE_LABEL (default "latest"), so a before and
 * an after run sit side by side. Never part of `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

type Row = { path: string; encoding: string; requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number };
const rows: Row[] = [];
try {
  for (const urlPath of paths) {
    const result = await autocannon({
      url: `${base}${urlPath}`,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br', accept: 'text/html' },
    });
    const row: Row = {
      path: urlPath,
      encoding: 'br',
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
    rows.push(row);
    console.log(
      `GET ${urlPath} (br, ${connections} connections, ${seconds} s): ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}`,
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
