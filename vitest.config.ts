import { defineConfig } from 'vitest/config';

// One runner, two projects: the pure rules (with coverage) and the API against PGlite / PostgreSQL.
// The browser journeys live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          // Property tests run hundreds of cases: room for a machine busy with other work (they take
          // about a second alone).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          // Units run in Node; the form tests (*.test.tsx) say `@vitest-environment happy-dom` at
          // their top, so only they pay for a DOM.
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'build/**/*.test.ts'],
          // A form test renders a whole admin form: room for a machine busy with other work.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          // PGlite is single-connection and memory hungry: a worker per core is plenty.
          pool: 'forks',
          maxWorkers: 2,
          // Each worker loads the server's modules once and runs its files one after another in them
          // (9 min → under 4 on two cores: importing the app per file was most of the time). Safe
          // because the tests share nothing at module level: every suite opens its own database and
          // builds its own app, and none mocks modules, fakes timers or changes process.env (lint holds
          // this); a spy is undone after its test.
          isolate: false,
          restoreMocks: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.fixtures.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
