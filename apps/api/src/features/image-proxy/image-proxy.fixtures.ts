// The test world for the image proxy: a local HTTP server playing every kind of upstream, and the two
// network doors the service has, injected. `resolve` answers for made-up `.test` names and `connect`
// records every connection the proxy opens. The address policy is never replaced: a reachable upstream
// is a made-up name resolving to a public address, PUBLIC, and only connections to PUBLIC are sent on
// to the local server.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { handleError } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { testConfig } from '../../test/test-app';
import { imageProxyRoutes } from './image-proxy.routes';
import { createImageProxy, type ImageProxyOptions } from './image-proxy.service';
import type { ConnectTarget } from './image-proxy.upstream';

export const PUBLIC = '93.184.215.14';
const DNS: Record<string, string[]> = {
  'pictures.test': [PUBLIC],
  'rebind.test': ['127.0.0.1'],
  'metadata.test': ['169.254.169.254'],
  'private.test': ['10.0.0.7'],
  'v6-loopback.test': ['::1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'mixed.test': [PUBLIC, '192.168.1.20'],
};

/** What the upstream served and what the proxy asked DNS and connected to, reset before each test. */
export const seen = {
  served: [] as { path: string; host: string | undefined }[],
  questions: [] as string[],
  connections: [] as ConnectTarget[],
  /** Responses the proxy cut off before the upstream finished sending. */
  cutShort: 0,
};
export const pictures = { png: Buffer.alloc(0), avif: Buffer.alloc(0) };
let server: http.Server;
let upstreamPort = 0;

function upstream(req: http.IncomingMessage, res: http.ServerResponse) {
  seen.served.push({ path: req.url ?? '', host: req.headers.host });
  const path = req.url ?? '';
  if (path === '/photo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(pictures.png);
  // The header lies both ways; the bytes decide.
  if (path === '/photo-as-html')
    return res.writeHead(200, { 'content-type': 'text/html' }).end(pictures.avif);
  if (path === '/page-as-png') {
    return res
      .writeHead(200, { 'content-type': 'image/png' })
      .end(`<!DOCTYPE html><html>${' '.repeat(64)}</html>`);
  }
  if (path === '/logo.svg') {
    return res
      .writeHead(200, { 'content-type': 'image/svg+xml' })
      .end('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>');
  }
  if (path === '/tiny') return res.writeHead(200, { 'content-type': 'image/gif' }).end('GIF');
  if (path === '/huge') {
    // No Content-Length: only counting the bytes as they arrive can stop this.
    res.writeHead(200, { 'content-type': 'image/png' });
    res.on('close', () => {
      if (!res.writableFinished) seen.cutShort++;
    });
    res.write(pictures.png.subarray(0, 64));
    const chunk = Buffer.alloc(64 * 1024, 1);
    let sent = 0;
    const pump = () => {
      while (sent < 40 * 1024 * 1024 && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      res.end();
    };
    return pump();
  }
  if (path === '/huge-declared') {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(50 * 1024 * 1024) });
    return res.write(pictures.png.subarray(0, 64));
  }
  if (path === '/slow') {
    res.writeHead(200, { 'content-type': 'image/png' });
    return res.write(pictures.png.subarray(0, 16)); // and never finishes
  }
  if (path === '/silent') return; // never answers at all
  if (path === '/missing') return res.writeHead(404).end('not here');
  const redirects: Record<string, string> = {
    '/to-loopback': 'http://127.0.0.1/photo.png',
    '/to-metadata-name': 'http://metadata.test/latest/meta-data/',
    '/to-ipv6-loopback': 'http://[::1]/photo.png',
    '/to-file': 'file:///etc/passwd',
    '/to-photo': '/photo.png',
    '/loop': '/loop',
    '/hop1': '/hop2',
    '/hop2': '/hop3',
    '/hop3': 'http://pictures.test/photo.png',
  };
  const location = redirects[path];
  if (location) return res.writeHead(302, { location }).end();
  if (path === '/no-location') return res.writeHead(302).end();
  res.writeHead(500).end();
}

/** Starts the upstream for the test file and clears what was seen before each test. */
export function useUpstream() {
  beforeAll(async () => {
    const colour = (background: string) =>
      sharp({ create: { width: 8, height: 8, channels: 3, background } });
    pictures.png = await colour('#0f766e').png().toBuffer();
    pictures.avif = await colour('#b45309').avif().toBuffer();
    server = http.createServer(upstream);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    upstreamPort = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  });
  beforeEach(() => {
    seen.served = [];
    seen.questions = [];
    seen.connections = [];
  });
}

const testNetwork = (): ImageProxyOptions => ({
  resolve: async (hostname) => {
    seen.questions.push(hostname);
    const answers = DNS[hostname];
    if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: net.isIP(address) }));
  },
  connect: (target) => {
    seen.connections.push(target);
    // Only the checked public address leads anywhere: to the local upstream.
    if (target.address !== PUBLIC) throw new Error(`test connector: refused ${target.address}`);
    return net.connect(upstreamPort, '127.0.0.1');
  },
});

/** The proxy's routes as the shop mounts them, on the test network (options override its parts). */
export function proxyApp(options: ImageProxyOptions = {}) {
  const config = testConfig({ PUBLIC_URL: 'https://shop.example.co.ke' });
  const logger = createLogger('silent');
  const proxy = createImageProxy({ ...testNetwork(), ...options });
  return new Hono()
    .onError((err, c) => handleError(err, c, logger))
    .route('/api/image-proxy', imageProxyRoutes({ config }, proxy));
}

export const ask = (app: Hono, url: string) =>
  app.request(`/api/image-proxy?url=${encodeURIComponent(url)}`, {
    headers: { host: 'shop.example.co.ke' },
  });

export async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(10);
}
