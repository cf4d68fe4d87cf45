/**
 * Checks on the production build the browser tests run against (not timing):
 * the initial-JS regression budget and the absence of development-only code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeBundles } from '#bench/bundle';

const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const bundles = routeBundles(distDir);

// Regression budgets (gzip). `npm run bench` reports them against the targets
// (home 80 KB, any route 120 KB); these guard against growth from where the build is now
// (November 2026: home 173.6 KB, largest route /services/real-estate-video 197.9 KB; an article 159.6 KB,
// was 205.9 KB before its body was rendered from markdown at build time), ~3 % headroom.
// First-party playback then added ~8.5 KB to every page with a film (the clip machine, its
// sensors and player, the media library's metadata; the placeholders stay in the HTML):
// home 182.1 KB, largest route 206.7 KB. The service pages then played their own loop in the hero
// (the same machine and player, already in the home page's bundle): each service page 211.3 KB.
// The refined custom cursor, the dropdowns' thumbnails (the machine remembers opened menus; the media library
// lists each still's thumbnail) and the light theme's tokens then added 2.0-2.9 KB to every page: home
// 184.6 -> 187.4 KB, largest route 212.2 -> 215.0 KB, the article 165.8 -> 167.8 KB (November 2026).
// Then the reel's dialog (home), flow counting (every page; it sends nothing without analytics consent), the
// page-load clock of the cookie banner and the chat launcher keeping clear of controls took home to 203.6 KB and
// the service pages to 224.9 KB; moving the media library's check to the build and the server, the custom cursor's
// machine out of the entry and the email copy out of /consultation/manage's query check brought them back to
// 199.6 and 221.0 KB (late November 2026; bench/CHANGES.md). The headroom is now ~1.5 %: the next feature has
// to pay for itself.
const HOME_JS_BUDGET = 202.5 * 1024;
const ROUTE_JS_BUDGET = 224 * 1024;
// Articles: 165.05 KB once the shared code learnt the phone-width card rails and the telephone-number rule of
// the range formatting (55 bytes over 165 KB), hence 166 KB; 170 KB after the cursor and thumbnails above.
const ARTICLE_JS_BUDGET = 170 * 1024;

describe('production bundle', () => {
  it('the home page initial JavaScript stays under its budget', () => {
    const home = bundles.find((b) => b.route === '/');
    expect(home).toBeTruthy();
    // The count is real: the app loader's entry and route chunks were found.
    expect(home!.js.files.some((f) => /\/entry-client-[\w-]+\.js$/.test(f))).toBe(true);
    expect(home!.js.gzip).toBeLessThanOrEqual(HOME_JS_BUDGET);
  });

  it('no route exceeds the per-route budget', () => {
    const over = bundles.filter((b) => b.js.gzip > ROUTE_JS_BUDGET).map((b) => `${b.route}: ${(b.js.gzip / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it('an article page loads no markdown parser: its body arrives as HTML rendered at build time', () => {
    const articles = bundles.filter((b) => /^\/insights\/[^/]+$/.test(b.route));
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      expect(article.js.gzip).toBeLessThanOrEqual(ARTICLE_JS_BUDGET);
      const code = article.js.files.map((f) => fs.readFileSync(path.join(distDir, 'client', f), 'utf8')).join('\n');
      expect(code).not.toMatch(/micromark|mdast|react-markdown|remark-parse/);
    }
  });

  it('the media placeholders arrive in the HTML, not again in the JavaScript', () => {
    const assets = path.join(distDir, 'client', 'assets');
    const carriers = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /data:image\/webp;base64,[A-Za-z0-9+/]{20}/.test(fs.readFileSync(path.join(assets, f), 'utf8')));
    expect(carriers).toEqual([]);
    const home = fs.readFileSync(path.join(distDir, 'client', 'index.html'), 'utf8');
    expect(home).toMatch(/background-image:url\(&quot;data:image\/webp;base64,[A-Za-z0-9+/=]+&quot;\)/);
  });

  it('contains no Stately inspector or dev-only code', () => {
    const assets = path.join(distDir, 'client', 'assets');
    const offenders = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /createBrowserInspector|@statelyai\/inspect|stately\.ai\/inspect/.test(fs.readFileSync(path.join(assets, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
