import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { tsImport } from 'tsx/esm/api';
import type { SearchSources } from './src/content/search-index';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArticleSource } from './src/content/article-source';
import type { LegalSource } from './src/content/legal-source';
import type { CaseStudyFile } from './src/content/case-study-source';
import { siteUrlFrom } from './scripts/site-url.mjs';

// One config for the client build, the SSR (prerender) build, the dev server and vitest.
const distDir = process.env.DIST_DIR ?? 'dist';

/**
 * `virtual:search-index`: the site search index, built here from the typed
 * content when the bundle is built (titles, descriptions, links, sections,
 * keywords; no article bodies), so /search ships the index, not the content.
 */
function searchIndexModule(): Plugin {
  const id = 'virtual:search-index';
  const content = (file: string) => new URL(`./src/content/${file}.ts`, import.meta.url).href;
  let includeDrafts = false;
  return {
    name: 'lumora-search-index',
    configResolved(config) {
      includeDrafts = config.command === 'serve';
    },
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const load = (file: string) => tsImport(content(file), import.meta.url);
      const [{ buildSearchIndex }, { pages }, { loadCaseStudies }, { portfolioProjects }, { loadArticles }] = await Promise.all([
        load('search-index') as Promise<typeof import('./src/content/search-index')>,
        load('pages') as Promise<{ pages: SearchSources['pages'] }>,
        load('case-study-source') as Promise<typeof import('./src/content/case-study-source')>,
        load('portfolio') as Promise<{ portfolioProjects: SearchSources['portfolioProjects'] }>,
        load('article-source') as Promise<typeof import('./src/content/article-source')>,
      ]);
      // The articles' fields straight from content/insights/*.md (their bodies are not indexed), the
      // case studies' from content/case-studies/*.md.
      const articles = loadArticles({ includeDrafts }).map((entry) => entry.article);
      const caseStudies = loadCaseStudies().map((entry) => entry.text) as unknown as SearchSources['caseStudies'];
      for (const file of ['pages', 'case-study-source', 'projects', 'portfolio', 'article-source', 'search-index'])
        this.addWatchFile(new URL(content(file)).pathname);
      return `export default ${JSON.stringify(buildSearchIndex({ pages, caseStudies, portfolioProjects, articles }))};`;
    },
  };
}

/**
 * The media library's blurred placeholders stay on the server: they are inlined in the
 * prerendered HTML, and the browser bundle would only carry the same ~6 KB (gzip) of base64
 * again to every page that shows a picture. Hydration keeps the server's inline style.
 */
function serverOnlyPlaceholders(): Plugin {
  let build = false;
  return {
    name: 'lumora-server-only-placeholders',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    transform(code, id, options) {
      if (!build || options?.ssr || !id.endsWith('/src/content/media-library.json')) return undefined;
      const data = JSON.parse(code) as { clips: { poster: { placeholder?: string } }[]; stills: { placeholder?: string }[] };
      for (const still of [...data.stills, ...data.clips.map((c) => c.poster)]) delete still.placeholder;
      return { code: JSON.stringify(data), map: null };
    },
  };
}

/**
 * Vite plugin: the Markdown content under content/ as modules, checked and rendered at build
 * time (and on each change in development).
 *
 * - `virtual:articles`: every article's fields (no body), for lists, related articles and the feed.
 * - `virtual:article-bodies`: one lazy import per article, `() => import('virtual:article-body/<slug>')`,
 *   each a module whose default export is the body's HTML (rendered by react-markdown here, so
 *   the browser loads only the article it shows, and no markdown parser).
 *
 * - `virtual:legal/<page>`: a legal page (content/legal/<page>.md) split into sections and blocks,
 *   its text rendered to HTML here; the tokens for values kept in code are resolved or left as
 *   blocks the page renders (src/content/legal-source.ts).
 *
 * - `virtual:case-studies`: the case studies' words by slug (content/case-studies/<slug>.md), the
 *   story rendered to HTML here; src/content/case-studies.ts adds their media.
 *
 * Drafts (`draft: true`) are in development (`vite` serve, vitest) only. A content problem fails
 * the build, and shows in the dev server's error overlay, as `file:line: message`.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const ARTICLES = 'virtual:articles';
const BODIES = 'virtual:article-bodies';
const BODY = 'virtual:article-body/';
const LEGAL = 'virtual:legal/';
const CASE_STUDIES = 'virtual:case-studies';
/** Every module made from content/, for invalidation when a content file changes (the search index reads the files too). */
const CONTENT_MODULES = ['\0virtual:article', `\0${LEGAL}`, `\0${CASE_STUDIES}`, '\0virtual:search-index'];

type ArticleSourceModule = typeof import('./src/content/article-source');
type LegalSourceModule = typeof import('./src/content/legal-source');
type CaseStudySourceModule = typeof import('./src/content/case-study-source');

export function contentPlugin(): Plugin {
  let includeDrafts = false;
  let cache: Promise<ArticleSource[]> | undefined;
  let legalCache: Promise<LegalSource[]> | undefined;
  let caseStudyCache: Promise<CaseStudyFile[]> | undefined;
  const load = () =>
    (cache ??= (tsImport(path.join(root, 'src/content/article-source.ts'), import.meta.url) as Promise<ArticleSourceModule>).then(
      (module) => module.loadArticles({ includeDrafts }),
    ));
  const loadLegal = () =>
    (legalCache ??= (tsImport(path.join(root, 'src/content/legal-source.ts'), import.meta.url) as Promise<LegalSourceModule>).then(
      (module) => module.loadLegalPages(),
    ));
  const loadCaseStudies = () =>
    (caseStudyCache ??= (
      tsImport(path.join(root, 'src/content/case-study-source.ts'), import.meta.url) as Promise<CaseStudySourceModule>
    ).then((module) => module.loadCaseStudies()));
  return {
    name: 'lumora-content',
    configResolved(config) {
      includeDrafts = config.command === 'serve';
    },
    resolveId: (source) =>
      source === ARTICLES || source === BODIES || source.startsWith(BODY) || source.startsWith(LEGAL) || source === CASE_STUDIES
        ? `\0${source}`
        : undefined,
    async load(id) {
      if (id === `\0${CASE_STUDIES}`) {
        const studies = await loadCaseStudies();
        for (const { file } of studies) this.addWatchFile(path.join(root, file));
        return `export default ${JSON.stringify(Object.fromEntries(studies.map(({ slug, text }) => [slug, text])))};`;
      }
      if (id.startsWith(`\0${LEGAL}`)) {
        const legal = await loadLegal();
        for (const { file } of legal) this.addWatchFile(path.join(root, file));
        const page = legal.find(({ slug }) => slug === id.slice(1 + LEGAL.length));
        if (!page) throw new Error(`No legal page content/legal/${id.slice(1 + LEGAL.length)}.md`);
        return `export default ${JSON.stringify(page.doc)};`;
      }
      if (!id.startsWith('\0virtual:article')) return undefined;
      const articles = await load();
      for (const { file } of articles) this.addWatchFile(path.join(root, file));
      const name = id.slice(1);
      if (name === ARTICLES) return `export default ${JSON.stringify(articles.map((entry) => entry.article))};`;
      if (name === BODIES) {
        const entries = articles.map(
          ({ article }) => `${JSON.stringify(article.slug)}: () => import(${JSON.stringify(BODY + article.slug)})`,
        );
        return `export default {${entries.join(',')}};`;
      }
      const slug = name.slice(BODY.length);
      const entry = articles.find(({ article }) => article.slug === slug);
      if (!entry) throw new Error(`No article content/insights/${slug}.md`);
      return `export default ${JSON.stringify(entry.html)};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(path.join(root, 'content') + path.sep)) return;
      cache = undefined;
      legalCache = undefined;
      caseStudyCache = undefined;
      for (const environment of Object.values(server.environments)) {
        for (const id of [...environment.moduleGraph.idToModuleMap.keys()].filter((key) =>
          CONTENT_MODULES.some((prefix) => key.startsWith(prefix)),
        )) {
          const module = environment.moduleGraph.getModuleById(id);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}

/** View tests that render the real route tree (they import tests/utils/render-route.tsx), found afresh at every run. */
const ROUTE_TREE_VIEW_TESTS = (fs.readdirSync(path.join(root, 'tests'), { recursive: true }) as string[])
  .map((file) => `tests/${file.split(path.sep).join('/')}`)
  .filter((file) => file.endsWith('.test.tsx') && fs.readFileSync(path.join(root, file), 'utf8').includes('/utils/render-route'));

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      // Split in builds; vitest imports routes whole so tests can call loader/head directly.
      autoCodeSplitting: !process.env.VITEST,
      // Loaders are split too: content a route needs only for its data (articles, case studies) stays out of the entry.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    contentPlugin(),
    searchIndexModule(),
    serverOnlyPlaceholders(),
  ],
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrlFrom(process.env)),
  },
  // Stable styled-components ids (same class names on server and client, whatever the chunk order).
  oxc: {
    plugins: {
      styledComponents: {
        displayName: mode !== 'production',
        fileName: mode !== 'production',
        ssr: true,
        minify: true,
        transpileTemplateLiterals: true,
        pure: true,
      },
    },
  },
  ssr: { noExternal: ['styled-components'] },
  build: isSsrBuild
    ? { outDir: `${distDir}/server`, target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: `${distDir}/client`,
        manifest: true,
        target: 'es2022',
        // BUILD_SOURCEMAP=1: source maps beside the chunks, to see what a chunk is made of (not for production).
        sourcemap: process.env.BUILD_SOURCEMAP === '1',
        emptyOutDir: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          // Route groups are folders in parentheses (src/routes/(home)/…): keep parentheses out of asset
          // URLs; like the default sanitiser, anything else outside [A-Za-z0-9_./-] becomes "_".
          output: { sanitizeFileName: (name: string) => name.replace(/[()]/g, '').replace(/[^\w./-]/g, '_') },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/utils/setup.ts'],
    // Each path-test suite reports what it covers into a directory made for the run...
    globalSetup: ['tests/utils/path-suites-setup.ts'],
    testTimeout: 20000,
    // Three workers on the 2-core reference machine: the server files spend much of their time waiting on
    // spawned processes, sockets and timers, so a third worker fills those gaps (2 workers: about 540 s;
    // 3: about 355 s; 4: about 360 s with more CPU spent on contention).
    maxWorkers: 3,
    projects: [
      // Views (.tsx) in jsdom; logic, content, model and server tests (.ts) in plain Node, which starts
      // in a fraction of jsdom's time (a file that needs a DOM is a .tsx file).
      // The view files share one module graph per worker (about 100 s less CPU for the suite), except
      // those that render the site's real route tree (tests/utils/render-route.tsx): they get a fresh
      // graph per file, because the route objects are module state and, shared, a file rendering the
      // home route after certain other files found it without its page (README, "Test time").
      {
        extends: true,
        test: {
          name: 'tests',
          isolate: false,
          include: ['tests/**/*.test.tsx'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...ROUTE_TREE_VIEW_TESTS],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'routes',
          include: ROUTE_TREE_VIEW_TESTS,
          // A file's first render loads the whole route tree and its content modules afresh: seconds on an
          // idle machine, more while other work shares the CPU. A ceiling, not a target.
          testTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Files in a worker share one module graph instead of rebuilding it per file (about a quarter
          // less CPU for these). Every test puts the real clock back (tests/utils/setup.ts).
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', 'tests/model/view-suites.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      // ...which the view-suite gate reads once every other test file has run.
      { extends: true, test: { name: 'gate', include: ['tests/model/view-suites.test.ts'], sequence: { groupOrder: 1 } } },
    ],
  },
}));
