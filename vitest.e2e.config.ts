import { defineConfig } from 'vitest/config';
import { contentPlugin } from './vite.config';

// Browser tests: Debian's Chromium via playwright-core against the production server started by scripts/e2e.mjs.
export default defineConfig({
  // Browser tests read the articles from content/ like the site does.
  plugins: [contentPlugin()],
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    // A ceiling, not a target: on a loaded 2-core CI machine one page load with its hydration and media has taken
    // 20 s, so a test of three page loads failed at 60 s. A passing test returns as soon as it is done.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // A polled state (a carousel that starts once the IntersectionObserver reports it, a dialog that opens after
    // its transition) may take seconds on a loaded 2-core CI machine; 1 s, vitest's default, failed there.
    // A poll returns as soon as it matches, so this costs a passing test nothing.
    expect: { poll: { timeout: 10_000 } },
  },
});
