#!/usr/bin/env node
// Build the client bundle, the server renderer, then prerender every route.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const run = (args) => execFileSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });

run([vite, 'build', '--logLevel', 'warn']);
run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn']);
run(['--import', 'tsx', path.join(root, 'scripts', 'prerender.ts')]);
