import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { tsImport } from 'tsx/esm/api';
import type { SearchSources } from './src/content/search-index';

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
  return {
    name: 'lumora-search-index',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    async load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const load = (file: string) => tsImport(content(file), import.meta.url);
      const [{ buildSearchIndex }, { pages }, { caseStudies }, { portfolioProjects }, { articles }] = await Promise.all([
        load('search-index') as Promise<typeof import('./src/content/search-index')>,
        load('pages') as Promise<{ pages: SearchSources['pages'] }>,
        load('case-studies') as Promise<{ caseStudies: SearchSources['caseStudies'] }>,
        load('portfolio') as Promise<{ portfolioProjects: SearchSources['portfolioProjects'] }>,
        load('articles') as Promise<{ articles: SearchSources['articles'] }>,
      ]);
      for (const file of ['pages', 'case-studies', 'projects', 'portfolio', 'articles', 'search-index']) this.addWatchFile(new URL(content(file)).pathname);
      return `export default ${JSON.stringify(buildSearchIndex({ pages, caseStudies, portfolioProjects, articles }))};`;
    },
  };
}

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
    searchIndexModule(),
  ],
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(process.env.SITE_URL ?? 'http://localhost:3000'),
  },
  // Stable styled-components ids (same class names on server and client, whatever the chunk order).
  oxc: {
    plugins: {
      styledComponents: { displayName: mode !== 'production', fileName: mode !== 'production', ssr: true, minify: true, transpileTemplateLiterals: true, pure: true },
    },
  },
  ssr: { noExternal: ['styled-components'] },
  build: isSsrBuild
    ? { outDir: `${distDir}/server`, target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: `${distDir}/client`,
        manifest: true,
        target: 'es2022',
        emptyOutDir: true,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/utils/setup.ts'],
    // Each path-test suite reports what it covers into a directory made for the run...
    globalSetup: ['tests/utils/path-suites-setup.ts'],
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'tests',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', 'tests/model/view-suites.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      // ...which the view-suite gate reads once every other test file has run.
      { extends: true, test: { name: 'gate', include: ['tests/model/view-suites.test.ts'], sequence: { groupOrder: 1 } } },
    ],
  },
}));
