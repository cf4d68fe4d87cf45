#!/usr/bin/env node
// Build the client bundle, the server renderer, then prerender every route.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
// A production build whoever calls it: a caller's NODE_ENV=test (vitest) or VITEST flag would
// otherwise turn on development branches (the inspector) and switch off route code splitting.
const env = { ...process.env, NODE_ENV: 'production' };
delete env.VITEST;
const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });

// The graphs the server checks flow counts against, from the machine definitions (the server imports no machines).
run(['--import', 'tsx', path.join(root, 'scripts', 'flow-graphs.ts')]);
run([vite, 'build', '--logLevel', 'warn']);
run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
run(['--import', 'tsx', path.join(root, 'scripts', 'prerender.ts')]);
