import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// One config for the client build, the SSR (prerender) build, the dev server and vitest.
const distDir = process.env.DIST_DIR ?? 'dist';

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
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/utils/setup.ts'],
    testTimeout: 20000,
  },
}));
