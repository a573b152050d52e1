// GET /api/image-proxy?url=<http(s) URL> → the image's bytes with the type read from them, or the
// shop's JSON error (400 bad URL, 403 refused address, 502 bad upstream answer, 503 busy, 504 slow).
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { createImageProxy, type ImageProxy } from './image-proxy.service';

// Proxied pictures are product photos whose address does not change what it shows often; a week
// in the browser (and any shared cache) keeps the proxy's traffic low.
const CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

function hostOf(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const url = new URL(value.includes('://') ? value : `http://${value}`);
    return [url.hostname.replace(/^\[(.*)\]$/, '$1')];
  } catch {
    return [];
  }
}

export const imageProxyRoutes = (deps: Pick<AppDeps, 'config'>, proxy: ImageProxy = createImageProxy()) =>
  new Hono().get('/', async (c) => {
    // The shop's own names: its public address and the one this request came in on.
    const ownHosts = [c.req.header('host'), deps.config.PUBLIC_URL].flatMap((v) => hostOf(v));
    const image = await proxy.fetchImage(c.req.query('url'), ownHosts);
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.length),
      'Cache-Control': CACHE,
      'X-Content-Type-Options': 'nosniff',
    });
  });
