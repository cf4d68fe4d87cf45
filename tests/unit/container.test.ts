/**
 * The container image builds and starts the site with the commands CI and `npm start` use
 * (no container engine runs in the sandbox this was written in, so the Dockerfile and compose
 * file are checked here rather than built), and SITE_URL defaults to the local run's address.
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

describe('Dockerfile', () => {
  it('builds with the commands CI runs: npm ci, then npm run build (scripts/build.mjs)', () => {
    // .ci/run times each stage: `stage <name> <command>`.
    expect(ci).toMatch(/^(stage \S+ )?npm ci\b/m);
    expect(ci).toMatch(/^stage build .*npm run build$/m);
    expect(pkg.scripts.build).toBe('node scripts/build.mjs');
    const runs = instructions(stage('build'), 'RUN');
    expect(runs[0]).toMatch(/^npm ci\b/);
    expect(runs).toContain('npm run build');
  });

  it('starts what npm start starts, with the build already made', () => {
    const [cmd] = instructions(stage('runtime'), 'CMD');
    expect(JSON.parse(cmd!).join(' ')).toBe(pkg.scripts.start);
    expect(stage('runtime')).toMatch(/SKIP_BUILD=1/);
    expect(stage('runtime')).toMatch(/COPY --from=build \/app\/dist/);
  });

  it('runs on Node 20 as a non-root user, with DATA_DIR a volume and a health check on /healthz', () => {
    expect(dockerfile).toMatch(/NODE_IMAGE=\S*node:20-/);
    expect(pkg.engines.node).toMatch(/^>=20/);
    const runtime = stage('runtime');
    expect(instructions(runtime, 'USER')).toEqual(['node']);
    expect(runtime).toMatch(/DATA_DIR=\/data/);
    expect(instructions(runtime, 'VOLUME')).toEqual(['["/data"]']);
    expect(instructions(runtime, 'HEALTHCHECK').join(' ')).toMatch(/\/healthz/);
  });

  it('the runtime stage installs production dependencies only', () => {
    expect(dockerfile).toMatch(/COPY --from=deps \/app\/node_modules/);
    expect(instructions(stage('deps'), 'RUN')).toEqual(['npm ci --omit=dev --no-fund --no-audit']);
  });
});

describe('compose.yaml', () => {
  const compose = parse(fs.readFileSync('compose.yaml', 'utf8')) as {
    services: Record<
      string,
      { image?: string; build?: unknown; environment?: Record<string, string>; depends_on?: Record<string, unknown>; volumes?: string[] }
    >;
  };

  it('runs the image with PostgreSQL and Mailpit', () => {
    const site = compose.services.site!;
    expect(site.build).toBeTruthy();
    expect(compose.services.postgres?.image).toMatch(/postgres/);
    expect(compose.services.mailpit?.image).toMatch(/mailpit/);
    expect(site.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(site.environment?.SMTP_URL).toBe('smtp://mailpit:1025');
    expect(Object.keys(site.depends_on ?? {})).toEqual(['postgres', 'mailpit']);
    expect(site.volumes).toContain('site-data:/data');
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
