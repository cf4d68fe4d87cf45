/**
 * What the container files say, read as text: nothing here builds or starts the image (no container
 * engine runs where these tests run: `docker` may be installed without a daemon). The Dockerfile
 * builds with the commands CI and `npm start` use, runs as non-root with the data volume and a health
 * check; compose.yaml wires the site to PostgreSQL and Mailpit; SITE_URL defaults to the local run's
 * address. Building and starting the image is for CI or a machine with Docker (docs/deploy.md).
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { siteUrlFrom } from '#scripts/site-url.mjs';
import { loadConfig } from '#src/server/config';

const dockerfile = fs.readFileSync('Dockerfile', 'utf8').replace(/\\\n\s*/g, ' ');
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; engines: { node: string } };
const ci = fs.readFileSync('.ci/run', 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const stage = (name: string) => stages.find((s) => new RegExp(`^\\S+ AS ${name}\\b`).test(s)) ?? '';
const instructions = (text: string, keyword: string) => [...text.matchAll(new RegExp(`^${keyword} (.+)$`, 'gm'))].map((m) => m[1]!.trim());

describe('Dockerfile (as written, not built)', () => {
  it('its build stage runs the commands CI runs: npm ci, then npm run build (scripts/build.mjs)', () => {
    // .ci/run times each stage: `stage <name> <command>`, or several side by side: `together <name> <command> -- …`.
    expect(ci).toMatch(/^(stage \S+ )?npm ci\b/m);
    expect(ci).toMatch(/^(stage build|together .*-- build) .*npm run build$/m);
    expect(pkg.scripts.build).toBe('node scripts/build.mjs');
    const runs = instructions(stage('build'), 'RUN');
    expect(runs[0]).toMatch(/^npm ci\b/);
    expect(runs).toContain('npm run build');
  });

  it('its runtime command is what npm start runs, with the build already made', () => {
    const [cmd] = instructions(stage('runtime'), 'CMD');
    expect(JSON.parse(cmd!).join(' ')).toBe(pkg.scripts.start);
    expect(stage('runtime')).toMatch(/SKIP_BUILD=1/);
    expect(stage('runtime')).toMatch(/COPY --from=build \/app\/dist/);
  });

  it('names a Node 20 base image, a non-root user, DATA_DIR as a volume and a health check on the readiness endpoint /readyz', () => {
    expect(dockerfile).toMatch(/NODE_IMAGE=\S*node:20-/);
    expect(pkg.engines.node).toMatch(/^>=20/);
    const runtime = stage('runtime');
    expect(instructions(runtime, 'USER')).toEqual(['node']);
    expect(runtime).toMatch(/DATA_DIR=\/data/);
    expect(instructions(runtime, 'VOLUME')).toEqual(['["/data"]']);
    expect(instructions(runtime, 'HEALTHCHECK').join(' ')).toMatch(/\/readyz'/);
  });

  it('its runtime stage copies production dependencies only', () => {
    expect(dockerfile).toMatch(/COPY --from=deps \/app\/node_modules/);
    expect(instructions(stage('deps'), 'RUN')).toEqual(['npm ci --omit=dev --no-fund --no-audit']);
  });
});

describe('compose.yaml (as written, not run)', () => {
  const compose = parse(fs.readFileSync('compose.yaml', 'utf8')) as {
    services: Record<
      string,
      { image?: string; build?: unknown; environment?: Record<string, string>; depends_on?: Record<string, unknown>; volumes?: string[] }
    >;
  };

  it('declares the site with PostgreSQL and Mailpit', () => {
    const site = compose.services.site!;
    expect(site.build).toBeTruthy();
    expect(compose.services.postgres?.image).toMatch(/postgres/);
    expect(compose.services.mailpit?.image).toMatch(/mailpit/);
    expect(site.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(site.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(Object.keys(site.depends_on ?? {})).toEqual(['postgres', 'mailpit']);
    expect(site.volumes).toContain('site-data:/data');
  });

  it('publishes the open Mailpit inbox on this machine only, has no default admin password and pins its images', () => {
    expect(fs.readFileSync('compose.yaml', 'utf8')).toMatch(/ports:\s+- "127\.0\.0\.1:8025:8025"/);
    expect(compose.services.site!.environment?.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
    for (const service of Object.values(compose.services)) if (service.image) expect(service.image).not.toMatch(/:latest$|^[^:]+$/);
  });
});

describe('SITE_URL', () => {
  it('defaults to the local run’s own address, on whatever port', () => {
    expect(siteUrlFrom({})).toBe('http://localhost:3000');
    expect(siteUrlFrom({ PORT: '4123' })).toBe('http://localhost:4123');
    expect(siteUrlFrom({ PORT: '4123', SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com');
    expect(loadConfig({ PORT: '4123' }).siteUrl).toBe('http://localhost:4123');
  });
});
