// SSRF-3: only raster images pass, within a size limit and a time limit; and the proxy is mounted in
// the shop app. The network is the test world in image-proxy.fixtures.ts.
import { describe, expect, it } from 'vitest';
import { createShop } from '../../test/use-shop';
import { ask, expectError, pictures, proxyApp, seen, useUpstream } from './image-proxy.fixtures';

useUpstream();

describe('SSRF-3: only images, within size and time', () => {
  it('passes a real image through with its detected type and a long cache life', async () => {
    const res = await ask(proxyApp(), 'http://pictures.test/photo.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d{6,}/);
    expect(Buffer.from(await res.arrayBuffer()).equals(pictures.png)).toBe(true);

    const relabelled = await ask(proxyApp(), 'http://pictures.test/photo-as-html');
    expect(relabelled.headers.get('content-type')).toBe('image/avif');
    expect(Buffer.from(await relabelled.arrayBuffer()).equals(pictures.avif)).toBe(true);
  });

  it.each(['/logo.svg', '/page-as-png', '/tiny'])('refuses %s, which is not a raster image', async (path) => {
    await expectError(await ask(proxyApp(), `http://pictures.test${path}`), 502, 'not_an_image');
  });

  it('stops reading a body past the size limit, whatever Content-Length says', async () => {
    const app = proxyApp({ maxBytes: 1024 * 1024 });
    await expectError(await ask(app, 'http://pictures.test/huge'), 502, 'image_too_large');
    await expect.poll(() => seen.cutShort).toBe(1);
    await expectError(await ask(app, 'http://pictures.test/huge-declared'), 502, 'image_too_large');
  });

  it('gives up on a slow upstream after the time-out', async () => {
    const app = proxyApp({ timeoutMs: 300 });
    for (const path of ['/slow', '/silent']) {
      const started = performance.now();
      await expectError(await ask(app, `http://pictures.test${path}`), 504, 'upstream_timeout');
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it('caps upstream fetches in flight and frees the slot afterwards', async () => {
    const app = proxyApp({ timeoutMs: 400, maxConcurrent: 2 });
    const slow = [ask(app, 'http://pictures.test/silent'), ask(app, 'http://pictures.test/silent')];
    await expect.poll(() => seen.connections.length).toBe(2);
    await expectError(await ask(app, 'http://pictures.test/photo.png'), 503, 'busy');
    for (const res of await Promise.all(slow)) expect(res.status).toBe(504);
    expect((await ask(app, 'http://pictures.test/photo.png')).status).toBe(200);
  });
});

describe('the image proxy in the shop app', () => {
  it('is mounted at /api/image-proxy and refuses a private address with the error shape', async () => {
    const shop = await createShop('pglite');
    try {
      const res = await shop.app.request('/api/image-proxy?url=http%3A%2F%2F169.254.169.254%2F');
      await expectError(res, 403, 'address_refused');
      await expectError(
        await shop.app.request('/api/image-proxy?url=ftp%3A%2F%2Fx.test%2F'),
        400,
        'invalid_url',
      );
    } finally {
      await shop.close();
    }
  });
});
