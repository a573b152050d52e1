// One lint config for the whole shop. The import fences below hold the layout of DESIGN.md:
// pure rules stay pure, only the data layer touches Drizzle, web features stay independent.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const drizzle = {
  group: ['drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg'],
  message: 'Only *.repo.ts, *.tables.ts and db/ talk to the database.',
};

// What the shared packages (domain, contracts) may never import: Node, the frameworks and the apps.
const NODE_BUILTINS = ['node:*', 'fs', 'path', 'crypto', 'http'];
const FRAMEWORKS_AND_APPS = [
  ...['react', 'react-*', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
  ...['@shop/api', '@shop/web', '../../apps/*', '**/apps/**'],
];

const webPaths = ['drizzle-orm', 'pg', 'hono', 'better-auth'].map((name) => ({
  name,
  message: 'The web app talks to the API over HTTP only.',
}));
const webPatterns = [
  {
    group: ['drizzle-orm/*', '@hono/*', 'better-auth/*'],
    message: 'The web app talks to the API over HTTP only.',
  },
  {
    regex: '^hono/(?!client$)',
    message: 'The web app talks to the API over HTTP only (hono/client is the typed client).',
  },
  {
    group: ['@shop/api', '@shop/api/*'],
    allowTypeImports: true,
    message: 'Only types come from the API (the typed client).',
  },
  {
    group: ['sonner'],
    allowTypeImports: true,
    message: 'Raise toasts with lib/notify: the toast library loads after the first paint.',
  },
];
// The schemas and the form library are admin code, loaded on demand: the storefront takes types only.
const adminOnlyPatterns = [
  {
    group: ['@shop/contracts'],
    allowTypeImports: true,
    message: 'Only the admin (a lazy chunk) loads the schemas; the storefront imports contract types only.',
  },
  {
    group: ['zod', 'zod/*', 'react-hook-form', '@hookform/*'],
    message: 'Forms with schemas are admin code (a lazy chunk): keep them out of the storefront.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.dist-*/**',
      // Throw-away screenshot scripts kept beside playwright-core.
      'e2e/*.mjs',
      'e2e/.*.mjs',
      '**/coverage/**',
      'data/**',
      '**/drizzle/**',
      '.test-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,scripts}/**/': 'KEBAB_CASE' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: NODE_BUILTINS, message: 'The domain is pure: no Node.' },
            {
              group: [...FRAMEWORKS_AND_APPS, 'zod'],
              message: 'The domain imports nothing from apps or frameworks.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contracts are shared by the server and the browser: zod and the domain's rules, nothing else.
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: NODE_BUILTINS, message: 'The contracts run in the browser too: no Node.' },
            {
              group: FRAMEWORKS_AND_APPS,
              message: 'The contracts hold schemas only: no framework, no database, nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/api/src/**/*.repo.ts',
      'apps/api/src/**/*.tables.ts',
      'apps/api/src/db/**',
      'apps/api/src/**/*.test.ts',
      'apps/api/src/test/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [drizzle] }] },
  },
  {
    files: ['apps/api/src/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/test/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Only config.ts reads process.env.' },
      ],
    },
  },
  {
    // The API tests share one module graph per worker (vitest.config.ts: isolate: false): nothing
    // may change module-level state that the next file would inherit.
    files: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share their modules (isolate: false); pass a stand-in to the app instead.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { paths: webPaths, patterns: [...webPatterns, ...adminOnlyPatterns] },
      ],
    },
  },
  // The web app's layers, as bulletproof-react draws them: app (routes, shell, SSR) → features →
  // components/ and lib/ → @shop/domain. An import only ever points down.
  ...webLayers(),
);

/** The import fences of apps/web/src, one entry per layer (and per feature). */
function webLayers() {
  const web = 'apps/web/src';
  // The only doors to the toast library, which is loaded after the first paint.
  const toastDoors = [`${web}/lib/notify.ts`, `${web}/components/ui/lazy-toaster.tsx`];
  const fence = (files, patterns, ignores = []) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { paths: webPaths, patterns }] },
  });
  const noApp = { group: ['**/app/*', '**/app/**'], message: 'Only the app composes: nothing imports app/.' };
  const noFeature = {
    group: ['**/features/*', '**/features/**'],
    message: 'components/ and lib/ are shared by every feature: they import none (compose in app/shell).',
  };
  const notOtherFeatures = (feature) => ({
    group: ['**/features/*', '!**/features/' + feature, '!**/features/' + feature + '/**'],
    message: 'Web features do not import each other: the app composes them (app/shell).',
  });
  const intoSibling = (feature, depth) => ({
    regex: `^(\\.\\./){${depth + 1}}(?!${feature}/)[a-z]`,
    message: 'Web features do not import each other: the app composes them (app/shell).',
  });
  const notSonner = webPatterns.filter((p) => !p.group?.includes('sonner'));
  const features = [
    ...['bag', 'catalogue', 'accounts', 'checkout', 'orders', 'wishlist', 'admin', 'early-access'],
    ...['content', 'search', 'size-chart', 'faqs', 'highlights', 'try-on'],
  ];
  return [
    fence(
      [`${web}/{components,lib}/**/*.{ts,tsx}`],
      [noFeature, noApp, ...webPatterns, ...adminOnlyPatterns],
      toastDoors,
    ),
    fence(toastDoors, [noFeature, noApp, ...notSonner, ...adminOnlyPatterns]),
    // Web features do not import each other (shared pieces go to components/ or lib/) nor the app.
    // Per folder depth, so that a relative path climbing to features/ and into a sibling is caught too.
    ...features.flatMap((feature) =>
      [0, 1, 2, 3].map((depth) =>
        fence(
          [`${web}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
          [
            notOtherFeatures(feature),
            intoSibling(feature, depth),
            noApp,
            ...webPatterns,
            // Schemas and form libraries are admin code (a lazy chunk).
            ...(feature === 'admin' ? [] : adminOnlyPatterns),
          ],
        ),
      ),
    ),
  ];
}
