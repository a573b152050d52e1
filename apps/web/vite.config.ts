import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bareDynamicImports } from './build/bare-dynamic-imports';
import { pwa } from './build/pwa';

// react-router's package exports point every bundler at its development build (dev warnings and
// checks, ~6 KB gzip more); production bundles take the production build it ships beside it.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// One config for both builds: `vite build` makes the browser bundle (dist/client, hashed assets under
// /assets/), `vite build --ssr` the server renderer (dist/server) that the API process imports.
export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), bareDynamicImports(), pwa(isSsrBuild)],
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    // Lets the server preload exactly the chunks a route needs.
    manifest: true,
    // No preload helper in the bundle (~0.9 KB gzip on every page): the server already sends
    // modulepreload links for the route's own chunks, and the lazy panels are small single files.
    modulePreload: false,
    cssCodeSplit: false,
    ssrManifest: true,
    sourcemap: !!process.env.BUILD_SOURCEMAP,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 200,
    rolldownOptions: {
      output: {
        // Everything every page needs in one cacheable chunk (better compression, fewer requests);
        // routes, menus and toasts stay in their own lazy chunks.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // lucide's icon core (not the icons) is shared by the shell and every lazy screen: kept
              // here so it is never split into a separate first-load file.
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router|@tanstack|clsx)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/,
              tags: ['$initial'],
              priority: 20,
            },
            // The small shared pieces the first page of the shop draws (events, the grid tile, the
            // product picture, two icons) in one file instead of six tiny ones: each tiny file costs
            // its own gzip frame and request (measured: −0.5 KB gzip on /'s first load).
            {
              name: 'storefront-bits',
              test: /(src[\\/]lib[\\/](events|use-minute-clock)\.ts|(grid-tile|product-picture)\.tsx|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-(left|right)|play)\.mjs)$/,
              priority: 15,
            },
            // The rules every storefront page uses travel together (one request, better compression)
            // instead of as many tiny shared files; bag, checkout and order rules stay with their screens,
            // and so do the admin's own (slugs, uploads), which no shopper's page needs, and the members'
            // page-access rules (tiers/pages), drop windows (tiers/drops) and the owner's tier settings
            // (tiers/tier-settings), which only lazy pages ask,
            // and the text size rule (ui/accessibility), which only the accessibility panel needs.
            {
              name: 'rules',
              test: /packages[\\/]domain[\\/]src[\\/](catalogue[\\/](?!slugs)|media[\\/](?!uploads)|tiers[\\/](?!pages|drops|tier-settings)|ui[\\/](?!accessibility)|(money|time|shared)[\\/])/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundle everything except React itself so dist/server runs without the web workspace's tooling.
    noExternal: true,
    external: ['react', 'react-dom', 'react-dom/server'],
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
}));
