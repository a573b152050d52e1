// SSRF-1 and SSRF-2: what the image proxy refuses before it connects, and how it resolves and
// connects when it does. The network is the test world in image-proxy.fixtures.ts.
import { describe, expect, it } from 'vitest';
import { ask, expectError, proxyApp, PUBLIC, seen, useUpstream } from './image-proxy.fixtures';

useUpstream();

describe('SSRF-1: refused targets, without DNS or a connection', () => {
  const app = proxyApp();
  it.each([
    'http://127.0.0.1/a.png',
    'http://127.0.0.1:80/a.png',
    'http://127.8.9.10/a.png',
    'http://localhost/a.png',
    'http://images.localhost/a.png',
    'http://10.0.0.1/a.png',
    'http://172.16.0.1/a.png',
    'http://172.31.255.255/a.png',
    'http://192.168.0.1/a.png',
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'http://100.64.0.1/a.png',
    'http://0.0.0.0/a.png',
    'http://0/a.png',
    'http://224.0.0.251/a.png',
    'http://240.0.0.1/a.png',
    'http://255.255.255.255/a.png',
    'http://[::1]/a.png',
    'http://[::]/a.png',
    'http://[fc00::1]/a.png',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[fe80::1]/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://[::ffff:7f00:1]/a.png',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://[::ffff:10.0.0.1]/a.png',
    'http://[64:ff9b::a9fe:a9fe]/a.png',
    'http://2130706433/a.png',
    'http://0x7f000001/a.png',
    'http://0177.0.0.1/a.png',
    'http://127.1/a.png',
    'http://0x7f.1/a.png',
    'http://2852039166/latest/meta-data/',
    'http://0xa9fea9fe/latest/meta-data/',
    'http://intranet/a.png',
  ])('%s → 403', async (url) => {
    await expectError(await ask(app, url), 403, 'address_refused');
    expect(seen.questions).toEqual([]);
    expect(seen.connections).toEqual([]);
  });

  it.each([
    'file:///etc/passwd',
    'ftp://pictures.test/a.png',
    'gopher://pictures.test:70/_GET',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    'http://user:secret@pictures.test/photo.png',
    'http://pictures.test:22/photo.png',
    'https://shop.example.co.ke/uploads/images/a-1024w.webp',
    'http://shop.example.co.ke:80/uploads/images/a-1024w.webp',
    'not a url',
  ])('%s → 400', async (url) => {
    await expectError(await ask(app, url), 400, 'invalid_url');
    expect(seen.questions).toEqual([]);
    expect(seen.connections).toEqual([]);
  });

  it('needs the url parameter', async () => {
    await expectError(await app.request('/api/image-proxy'), 400, 'invalid_url');
    expect(seen.connections).toEqual([]);
  });
});

describe('SSRF-2: names, DNS answers and redirects', () => {
  const app = proxyApp();
  it.each(['rebind.test', 'metadata.test', 'private.test', 'v6-loopback.test', 'mapped.test', 'mixed.test'])(
    'refuses %s, which resolves to a refused address, without connecting',
    async (host) => {
      await expectError(await ask(app, `http://${host}/photo.png`), 403, 'address_refused');
      expect(seen.questions).toEqual([host]);
      expect(seen.connections).toEqual([]);
    },
  );

  it('asks DNS once and connects to the address it checked, whatever DNS says next', async () => {
    let answers = 0;
    // A rebinding resolver: public for the check, loopback for anyone who asks again.
    const rebinding = proxyApp({
      resolve: async (hostname) => {
        seen.questions.push(hostname);
        return [{ address: answers++ === 0 ? PUBLIC : '127.0.0.1', family: 4 }];
      },
    });
    const res = await ask(rebinding, 'http://pictures.test/photo.png');
    expect(res.status).toBe(200);
    expect(seen.questions).toEqual(['pictures.test']);
    expect(seen.connections).toEqual([
      { address: PUBLIC, family: 4, port: 80, hostname: 'pictures.test', secure: false },
    ]);
    // The upstream still sees the name it was asked for.
    expect(seen.served).toEqual([{ path: '/photo.png', host: 'pictures.test' }]);
  });

  it('refuses a redirect to a private address after the first hop, before connecting to it', async () => {
    for (const path of ['/to-loopback', '/to-metadata-name', '/to-ipv6-loopback']) {
      seen.connections = [];
      await expectError(await ask(app, `http://pictures.test${path}`), 403, 'address_refused');
      expect(seen.connections.map((c) => c.address)).toEqual([PUBLIC]);
    }
    await expectError(await ask(app, 'http://pictures.test/to-file'), 400, 'invalid_url');
  });

  it('follows up to three redirects, checking each hop, and no more', async () => {
    const res = await ask(app, 'http://pictures.test/hop1');
    expect(res.status).toBe(200);
    expect(seen.served.map((s) => s.path)).toEqual(['/hop1', '/hop2', '/hop3', '/photo.png']);
    expect(seen.questions).toEqual(Array(4).fill('pictures.test'));
    seen.served = [];
    await expectError(await ask(app, 'http://pictures.test/loop'), 502, 'upstream_failed');
    expect(seen.served).toHaveLength(4);
    await expectError(await ask(app, 'http://pictures.test/no-location'), 502, 'upstream_failed');
  });

  it('answers 502 for a name that does not resolve or an upstream error', async () => {
    await expectError(await ask(app, 'http://nowhere.test/a.png'), 502, 'upstream_failed');
    expect(seen.connections).toEqual([]);
    await expectError(await ask(app, 'http://pictures.test/missing'), 502, 'upstream_failed');
  });
});
