// The installable app's root files: the manifest with the shop's current name and its own content
// type, the icons, and /sw.js asked for again on every visit (Cache-Control: no-cache).
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../test/stand-in-web-build';
import { installableApp } from './installable-app';

let build: ReturnType<typeof standInWebBuild>;
let app: Hono;

beforeAll(() => {
  build = standInWebBuild({ entryServer: 'export async function render() {}' });
  const client = join(build.dist, 'client');
  writeFileSync(
    join(client, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Built Name', short_name: 'Built', start_url: '/', display: 'standalone' }),
  );
  writeFileSync(join(client, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(client, 'icons'));
  writeFileSync(join(client, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  app = new Hono();
  app.route(
    '/',
    installableApp(client, async () => 'Mama Mboga Thrift'),
  );
  // As in app.ts: the root files come after.
  app.get('/:file{[^/]+\\.(?:webmanifest|js)}', serveStatic({ root: client }));
});
afterAll(() => build.remove());

describe('the installable app files', () => {
  it("serves the manifest under the shop's own name, as application/manifest+json", async () => {
    const res = await app.request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      name: 'Mama Mboga Thrift',
      short_name: 'Mama Mboga Thrift',
      start_url: '/',
      display: 'standalone',
    });
  });

  it('serves /sw.js as JavaScript that is asked for again on every visit', async () => {
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the icons as PNG, and nothing else from that folder', async () => {
    const icon = await app.request('/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect((await app.request('/icons/../index.html')).status).toBe(404);
    expect((await app.request('/icons/missing.png')).status).toBe(404);
  });
});
