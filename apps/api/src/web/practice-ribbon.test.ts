// REL-7's other half: while payments go to the practice sheet, every server-rendered page — the
// storefront and the client-rendered shells of account and admin pages alike — says so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnShop, waitUntilOk, type SpawnedShop } from '../test/spawn-shop';
import { standInWebBuild } from '../test/stand-in-web-build';
import { PRACTICE_RIBBON_TEXT } from './practice-ribbon';
import { loadWebRenderer } from './web-renderer';

const entryServer = `export async function render(request) {
  const path = new URL(request.url).pathname;
  return { kind: 'page', status: 200, meta: { title: 'Shop' }, routeModules: [], html: '<main>' + path + '</main>' };
}`;

let build: ReturnType<typeof standInWebBuild>;
beforeAll(() => {
  build = standInWebBuild({ entryServer });
});
afterAll(() => build.remove());

async function pageHtml(practicePayments: boolean, path: string) {
  const web = await loadWebRenderer(build.dist, {
    shopName: 'Shop',
    supportEmail: 'help@shop.test',
    practicePayments,
  });
  const app = new Hono().get('*', (c) => web.renderPage(c, () => new Response('{}')));
  return (await app.request(`http://localhost${path}`)).text();
}

describe('the practice-payments ribbon', () => {
  it('is on every page, as a status line before the app, while the sandbox takes payments', async () => {
    for (const path of ['/', '/products/a-dress', '/checkout', '/admin/orders']) {
      const html = await pageHtml(true, path);
      expect(html).toContain(PRACTICE_RIBBON_TEXT);
      expect(html).toMatch(
        /<div role="status"[^>]*>practice payments — nothing is charged<\/div><div id="root">/,
      );
    }
  });

  it('is absent when real payments are taken', async () => {
    expect(await pageHtml(false, '/')).not.toContain(PRACTICE_RIBBON_TEXT);
  });
});

describe('the shop process on the practice sheet', () => {
  let shop: SpawnedShop;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-ribbon-'));
    shop = await spawnShop({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: build.dist,
      PAYMENT_PROVIDER: '',
    });
    await waitUntilOk(`${shop.url}/api/health`, 600);
  });
  afterAll(async () => {
    await shop.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the ribbon in the HTML of storefront and admin pages when PAYMENT_PROVIDER is left to default', async () => {
    for (const path of ['/', '/admin']) {
      const html = await (await fetch(`${shop.url}${path}`)).text();
      expect(html).toContain(PRACTICE_RIBBON_TEXT);
    }
  });
});
