import { defineConfig } from 'vitest/config';

// Browser tests: Debian's Chromium via playwright-core against the production server started by scripts/e2e.mjs.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
