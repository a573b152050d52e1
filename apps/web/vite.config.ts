import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for both builds: `vite build` makes the browser bundle (dist/client, hashed assets under
// /assets/), `vite build --ssr` the server renderer (dist/server) that the API process imports.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // Lets the server preload exactly the chunks a route needs.
    manifest: true,
    // Every current browser supports <link rel="modulepreload">; on an older one (Safari before 17)
    // modules still load, just without the head start, so the ~0.4 KB polyfill is not worth its bytes.
    modulePreload: { polyfill: false },
    ssrManifest: true,
    sourcemap: false,
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx)[\\/]/,
              priority: 20,
            },
            // Business rules used by several chunks travel together instead of as many tiny files.
            { name: 'rules', test: /packages[\\/]domain[\\/]/, minShareCount: 2, priority: 10 },
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
});
