#!/usr/bin/env node
// The studio illustrations (public/media/strategy/*.svg) are drawn for the dark theme: a night-blue ground
// with pale lines. This writes their light-theme renditions to public/media/strategy/light/ by swapping the
// palette (paper ground, ink lines, white panels, deeper violet and amber strokes); the drawing is unchanged,
// so both renditions share one size and composition. Run it again after editing an illustration.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'media', 'strategy');
const out = path.join(dir, 'light');

/** [attribute and dark colour, light colour]; gradients of the artwork's own violet and amber are kept. */
const swaps = [
  // The ground: paper, warming to a faint lilac in the far corner.
  ['stop-color="#191923"', 'stop-color="#fdfcf9"'],
  ['stop-color="#07070a"', 'stop-color="#ebe7f6"'],
  // The glows: a tint on paper rather than a light in the dark.
  ['stop-color="#9686ff" stop-opacity=".55"', 'stop-color="#9686ff" stop-opacity=".32"'],
  ['stop-color="#ffc98a" stop-opacity=".35"', 'stop-color="#ffc98a" stop-opacity=".45"'],
  // Panels and screens: white paper and a pale lilac.
  ['fill="#07070a"', 'fill="#ffffff"'],
  ['fill="#191923"', 'fill="#ffffff"'],
  ['fill="#262633"', 'fill="#eeebf8"'],
  // Lines, text strokes and the faint grid: ink.
  ['stroke="#07070a"', 'stroke="#ffffff"'],
  ['stroke="#fff"', 'stroke="#1d1b29"'],
  ['fill="#fff"', 'fill="#1d1b29"'],
  ['stroke="#f4f2ec"', 'stroke="#2b2838"'],
  ['fill="#f4f2ec"', 'fill="#2b2838"'],
  // Accent strokes deep enough to hold on paper.
  ['stroke="#b4a8ff"', 'stroke="#6a55ea"'],
  ['stroke="#ffc98a"', 'stroke="#c97a1e"'],
];

fs.mkdirSync(out, { recursive: true });
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
  let svg = fs.readFileSync(path.join(dir, file), 'utf8');
  for (const [from, to] of swaps) svg = svg.split(from).join(to);
  fs.writeFileSync(path.join(out, file), svg);
}
console.log(`wrote ${out}`);
