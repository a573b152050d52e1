import { defineConfig } from 'vitest/config';

// Browser journeys: one real shop server (built web app, PGlite, demo catalogue) for all of them,
// driven through Debian's Chromium. Files run one after another: one browser, two cores.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
