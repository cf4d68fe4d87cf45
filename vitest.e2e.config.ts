import { defineConfig } from 'vitest/config';
import { contentPlugin } from './vite.config';

// Browser tests: Debian's Chromium via playwright-core against the production server started by scripts/e2e.mjs.
export default defineConfig({
  // Browser tests read the articles from content/ like the site does.
  plugins: [contentPlugin()],
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
