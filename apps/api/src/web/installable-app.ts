// The installable shop's two root files. /sw.js is asked for again on every visit (`no-cache`), so a
// new build reaches shoppers as soon as it is deployed, never a day late from a cached worker. The web
// app manifest carries the shop's current name (the owner's setting, else SHOP_NAME) instead of the
// name it was built with. It keeps the icons the build generated, not the owner's logo: install icons
// must be square PNGs of fixed sizes (192, 512, maskable with a safe zone), which an uploaded logo of
// any shape is not.
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { setAnswerHeader } from '../lib/http-cache';

const MANIFEST_TYPE = 'application/manifest+json';

/** The built manifest (read once); null when the build made none. */
function builtManifest(clientDir: string): Record<string, unknown> | null {
  const path = join(clientDir, 'manifest.webmanifest');
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/**
 * Routes for /manifest.webmanifest and the app's icons, and the headers of /sw.js (served with the
 * other root files).
 */
export function installableApp(clientDir: string, shopName: () => Promise<string>) {
  const manifest = builtManifest(clientDir);
  const app = new Hono();
  if (manifest)
    app.get('/manifest.webmanifest', async (c) => {
      const name = await shopName();
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', MANIFEST_TYPE);
      return c.body(JSON.stringify({ ...manifest, name, short_name: name }));
    });
  app.get(
    '/icons/:file{[a-z0-9-]+\\.png}',
    async (c, next) => {
      await next();
      if (c.res.ok) setAnswerHeader(c, 'Cache-Control', 'public, max-age=86400');
    },
    serveStatic({ root: clientDir }),
  );
  app.use('/sw.js', async (c, next) => {
    await next();
    if (c.res.ok) setAnswerHeader(c, 'Cache-Control', 'no-cache');
  });
  return app;
}
