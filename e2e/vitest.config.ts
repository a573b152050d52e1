import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './src/workers';

// Browser journeys: real shop servers (built web app, PGlite, demo catalogue), one per worker, driven
// through Debian's Chromium. Files run E2E_WORKERS at a time, each against its own shop (shop.ts).
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    pool: 'forks',
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    testTimeout: 60_000,
    // One second try: two shops and two browsers share two cores, and a journey can lose a race with
    // the machine. npm test's closing lines name every journey that needed it (test-summary.mjs).
    retry: 1,
    hookTimeout: 120_000,
  },
});
