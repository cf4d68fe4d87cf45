#!/usr/bin/env node
// `npm start`: build when the build is missing or stale, then serve site + API.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteUrlFrom } from './site-url.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'prerendered.json');
// The build bakes SITE_URL (or, without it, http://localhost:$PORT) into every page: a change rebuilds.
const siteUrl = siteUrlFrom(process.env);

function newestSource() {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'server') walk(full);
      } else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of ['src', 'machines', 'public', 'content']) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === '1') return false;
  if (!fs.existsSync(marker)) return true;
  const info = JSON.parse(fs.readFileSync(marker, 'utf8'));
  if (info.siteUrl !== siteUrl) return true;
  return newestSource() > fs.statSync(marker).mtimeMs;
}

if (needsBuild()) {
  console.log('Building the site…');
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')], {
  stdio: 'inherit',
  cwd: root,
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// A server killed by a signal it did not handle (SIGKILL from the OOM killer …) or that could not start is a
// failure: exit non-zero (128 + the signal's number, as a shell does) so a restart policy such as on-failure acts.
child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0)));
child.on('error', (error) => {
  console.error(`the server could not be started: ${error.message}`);
  process.exit(1);
});
