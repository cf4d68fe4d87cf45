// `npm run statecharts`: regenerate docs/statecharts/ from the machines.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAll } from './statecharts-lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'statecharts');
const files = await renderAll(root);
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
for (const [name, content] of files) fs.writeFileSync(path.join(outDir, name), content);
console.log(`wrote ${files.size} files to docs/statecharts/`);
