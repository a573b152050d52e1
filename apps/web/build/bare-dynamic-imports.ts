import type { Plugin } from 'vite';

/**
 * Vite wraps every `import()` in its preload helper so it can fetch a lazy chunk's CSS and imports
 * first. This shop turns both off (`modulePreload: false`, one CSS file), so every call passes no
 * dependencies and the helper only calls the import — yet its ~0.9 KB gzip still loads on every page.
 * This swaps the helper's body for exactly that call. If a build ever passes dependencies (the
 * `__vite__mapDeps` table appears), the helper is left untouched.
 */
export function bareDynamicImports(): Plugin {
  return {
    name: 'shop:bare-dynamic-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      if (chunks.some((c) => c.code.includes('__vite__mapDeps'))) return;
      const helper = chunks.find((c) => c.moduleIds.includes('\0vite/preload-helper.js'));
      if (!helper || helper.moduleIds.length !== 1 || helper.exports.length !== 1) return;
      helper.code = `const preload=(load)=>load();export{preload as ${helper.exports[0]}};\n`;
    },
  };
}
