#!/usr/bin/env node
// `npm run media:logos`: renders the twelve client wordmarks (public/media/clients/<slug>.webp) in headless
// Chromium with the site's own fonts (Instrument Serif, Inter), white on transparent at 640 × 128, so a
// view can show them at any size up to 2× and tint them for the light theme with a CSS filter. Each mark
// is drawn here (SVG shapes, no outside artwork); the brands are placeholders until the studio names
// its real clients (src/content/clients.ts), and replacing a file with a real logo of the same size is enough.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ffmpeg } from './encode.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'public/media/clients');
const work = path.join(root, '.tmp/media/logos');
fs.mkdirSync(work, { recursive: true });
const font = (file) => `url(data:font/woff2;base64,${fs.readFileSync(path.join(root, 'public/fonts', file)).toString('base64')})`;

const serif = "font-family:'Serif';";
const sans = "font-family:'Sans';";
/** slug → the wordmark's HTML (white, on one 640 × 128 canvas). */
const marks = {
  'aster-vale': `<span style="${serif}font-size:76px;letter-spacing:-0.01em">Aster <i style="font-style:italic">&amp;</i> Vale</span>`,
  brightwater: `<svg width="58" height="40" viewBox="0 0 58 40"><path d="M2 14c9-9 18-9 27 0s18 9 27 0M2 30c9-9 18-9 27 0s18 9 27 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/></svg><span style="${sans}font-weight:800;font-size:58px;letter-spacing:-0.05em">brightwater</span>`,
  'cobalt-freight': `<svg width="46" height="46" viewBox="0 0 46 46"><rect x="3" y="3" width="40" height="40" fill="none" stroke="#fff" stroke-width="6"/><rect x="15" y="15" width="16" height="16" fill="#fff"/></svg><span style="${sans}font-weight:900;font-size:46px;letter-spacing:0.02em">COBALT</span><span style="${sans}font-weight:300;font-size:46px;letter-spacing:0.12em">FREIGHT</span>`,
  'driftwood-hotels': `<span style="display:grid;justify-items:center;line-height:1"><span style="${serif}font-size:56px;letter-spacing:0.22em">DRIFTWOOD</span><span style="${sans}font-weight:500;font-size:17px;letter-spacing:0.7em;margin-top:6px;padding-left:0.7em">HOTELS</span></span>`,
  'evergreen-health': `<svg width="44" height="52" viewBox="0 0 44 52"><path d="M22 2C6 16 4 34 22 50 40 34 38 16 22 2z" fill="#fff"/><path d="M22 14v34" stroke="#000" stroke-width="4"/></svg><span style="${sans}font-weight:650;font-size:52px;letter-spacing:-0.03em">evergreen</span><span style="${sans}font-weight:300;font-size:52px;letter-spacing:-0.03em">health</span>`,
  'fennel-co': `<span style="${serif}font-style:italic;font-size:84px;letter-spacing:-0.01em">Fennel &amp; Co.</span>`,
  'granite-capital': `<svg width="50" height="44" viewBox="0 0 50 44"><path d="M25 3 47 41H3z" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/><path d="M25 18 36 37H14z" fill="#fff"/></svg><span style="${sans}font-weight:700;font-size:36px;letter-spacing:0.3em">GRANITE</span><span style="${sans}font-weight:400;font-size:36px;letter-spacing:0.3em;opacity:.85">CAPITAL</span>`,
  'harbor-mobility': `<svg width="50" height="50" viewBox="0 0 50 50"><circle cx="25" cy="25" r="20" fill="none" stroke="#fff" stroke-width="7"/><circle cx="25" cy="25" r="6" fill="#fff"/></svg><span style="${sans}font-weight:800;font-size:54px;letter-spacing:-0.04em">harbor</span><span style="${sans}font-weight:400;font-size:54px;letter-spacing:-0.04em">mobility</span>`,
  'ironleaf-games': `<span style="${sans}font-weight:900;font-size:60px;letter-spacing:-0.02em;font-style:oblique 10deg">IRONLEAF</span><svg width="16" height="56" viewBox="0 0 16 56"><path d="M14 2 2 54" stroke="#fff" stroke-width="5"/></svg><span style="${sans}font-weight:600;font-size:30px;letter-spacing:0.2em">GAMES</span>`,
  'juniper-skin': `<span style="${serif}font-size:80px;letter-spacing:-0.02em">juniper</span><span style="${sans}font-weight:500;font-size:22px;letter-spacing:0.5em;align-self:flex-end;margin-bottom:22px">SKIN</span>`,
  'kite-finance': `<svg width="40" height="56" viewBox="0 0 40 56"><path d="M20 2 38 22 20 54 2 22z" fill="#fff"/><path d="M2 22h36M20 2v52" stroke="#000" stroke-width="3"/></svg><span style="${sans}font-weight:750;font-size:56px;letter-spacing:-0.03em">Kite</span><span style="${sans}font-weight:300;font-size:56px;letter-spacing:-0.03em">Finance</span>`,
  'lattice-software': `<svg width="48" height="48" viewBox="0 0 48 48">${[0, 1, 2].flatMap((x) => [0, 1, 2].map((y) => `<rect x="${x * 17}" y="${y * 17}" width="${(x + y) % 2 ? 14 : 14}" height="14" rx="${(x + y) % 2 ? 7 : 2}" fill="#fff" opacity="${(x + y) % 2 ? 0.55 : 1}"/>`)).join('')}</svg><span style="${sans}font-weight:600;font-size:56px;letter-spacing:-0.035em">lattice</span>`,
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 640, height: 128 } });
  for (const [slug, html] of Object.entries(marks)) {
    await page.setContent(`<!doctype html><style>
      @font-face{font-family:'Serif';src:${font('instrument-serif.woff2')};font-style:normal}
      @font-face{font-family:'Serif';src:${font('instrument-serif-italic.woff2')};font-style:italic}
      @font-face{font-family:'Sans';src:${font('inter-var.woff2')};font-weight:100 900}
      html,body{margin:0;background:transparent}
      body{width:640px;height:128px;display:flex;align-items:center;justify-content:center;gap:14px;color:#fff;white-space:nowrap;line-height:1}
    </style><body>${html}</body>`);
    await page.evaluate(() => document.fonts.ready);
    const png = path.join(work, `${slug}.png`);
    await page.screenshot({ path: png, omitBackground: true });
    await ffmpeg(['-i', png, '-c:v', 'libwebp', '-lossless', '0', '-q:v', '90', '-pix_fmt', 'yuva420p', path.join(out, `${slug}.webp`)]);
    console.log(slug, `${(fs.statSync(path.join(out, `${slug}.webp`)).size / 1000).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
