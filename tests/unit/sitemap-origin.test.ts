// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * The build writes sitemap.xml and robots.txt outside Vite (scripts/prerender.ts runs under tsx),
 * so they must read the site's origin the way the pages do: SITE_URL, or without it the local run's
 * own address on PORT. Run here the way the build runs them, in a process of their own.
 */
const build = (env: Record<string, string>) =>
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const { robotsTxt, sitemapXml } = await import('./src/seo/sitemap.ts'); process.stdout.write(JSON.stringify({ robots: robotsTxt(), sitemap: sitemapXml(['/', '/studio'], '2026-01-01') }));",
    ],
    { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
  );

describe('sitemap.xml and robots.txt origin', () => {
  it('follow PORT when no SITE_URL is set, like the canonical links', () => {
    const { robots, sitemap } = JSON.parse(build({ PORT: '4123' })) as { robots: string; sitemap: string };
    expect(robots).toContain('Sitemap: http://localhost:4123/sitemap.xml');
    expect(sitemap).toContain('<loc>http://localhost:4123/studio</loc>');
    expect(`${robots}${sitemap}`).not.toContain('localhost:3000');
  });

  it('follow SITE_URL when it is set', () => {
    const { robots, sitemap } = JSON.parse(build({ PORT: '4123', SITE_URL: 'https://lumora.studio/' })) as {
      robots: string;
      sitemap: string;
    };
    expect(robots).toContain('Sitemap: https://lumora.studio/sitemap.xml');
    expect(sitemap).toContain('<loc>https://lumora.studio/</loc>');
  });
});
