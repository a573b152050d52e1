// The installable shop's two root files. /sw.js is asked for again on every visit (`no-cache`), so a
// new build reaches shoppers as soon as it is deployed, never a day late from a cached worker. The web
// app manifest carries the shop's configured name (SHOP_NAME) instead of the name it was built with.
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';

const MANIFEST_TYPE = 'application/manifest+json';

/** The built manifest with the shop's own name; null when the build made none. */
export function namedManifest(clientDir: string, shopName: string): string | null {
  const path = join(clientDir, 'manifest.webmanifest');
  if (!existsSync(path)) return null;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  return JSON.stringify({ ...manifest, name: shopName, short_name: shopName });
}

/**
 * Routes for /manifest.webmanifest and the app's icons, and the headers of /sw.js (served with the
 * other root files).
 */
export function installableApp(clientDir: string, shopName: string) {
  const manifest = namedManifest(clientDir, shopName);
  const app = new Hono();
  if (manifest)
    app.get('/manifest.webmanifest', (c) => {
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', MANIFEST_TYPE);
      return c.body(manifest);
    });
  app.get(
    '/icons/:file{[a-z0-9-]+\\.png}',
    async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=86400');
    },
    serveStatic({ root: clientDir }),
  );
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'no-cache');
  });
  return app;
}
