// Starts the real shop for the journeys, once per worker: each a throw-away data folder, a free
// port, the demo catalogue and a known admin account. Stops them (and removes the folders) afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shop per worker (shop.ts picks a file's own). */
    shops: string[];
    admin: { email: string; password: string };
    google: { issuer: string; email: string; name: string };
  }
}

const root = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

// The demo shop's pictures (165 of them, three widths in two formats) take sharp a minute or more to
// render on a busy two-core machine. The seed skips pictures already on disk, so the ones rendered on
// an earlier run are copied in: kept in the system's temp folder under the seed code's hash (a change
// to the seed renders them afresh).
const seedDir = new URL('../../apps/api/src/db/seed/', import.meta.url).pathname;
const seedHash = createHash('sha256');
// Every file of the seed, its data folders too (read in a stable order).
const seedFiles = readdirSync(seedDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();
for (const file of seedFiles) seedHash.update(readFileSync(file));
const pictureCache = join(tmpdir(), `shop-e2e-pictures-${seedHash.digest('hex').slice(0, 16)}`);

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  // A first start on a busy machine renders every picture (above) before it answers.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The shop server did not answer in time:\n${output()}`);
}

// A local OpenID provider standing in for Google: the shop's "Continue with Google" goes there for
// real (discovery, authorize, token, signed ID token) and the provider signs in this shopper.
const GOOGLE_CLIENT_ID = 'e2e-google-client';
const GOOGLE_SHOPPER = { sub: 'e2e-google-1', email: 'google-shopper@e2e.test', name: 'Gigi Google' };

async function startMockGoogle() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { aud: GOOGLE_CLIENT_ID, email_verified: true, ...GOOGLE_SHOPPER });
  });
  server.service.on('beforeUserinfo', (userinfo) => {
    userinfo.body = { email_verified: true, ...GOOGLE_SHOPPER };
  });
  return server;
}

type Shop = { url: string; stop: () => Promise<void> };
const admin = { email: 'owner@e2e.test', password: 'e2e-owner-password' };

/** One shop server: its own data folder (PGlite, uploads) with the demo catalogue, on a free port. */
async function startShop(googleIssuer: string): Promise<Shop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const images = join(dataDir, 'uploads', 'images');
  if (existsSync(pictureCache)) cpSync(pictureCache, images, { recursive: true });
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The journeys pay on the practice sheet on purpose (production refuses it otherwise).
      PAYMENT_PROVIDER: 'sandbox',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Every visitor a journey opens says its own address in X-Forwarded-For (browser.ts): the
      // per-address limits see many shoppers, as behind a real proxy, instead of one 127.0.0.1.
      TRUST_PROXY: '1',
      // The catalogue a visitor sees is cached for a moment (5 s by default); journeys that wait for a
      // stock change or an owner's edit to show wait that long each time. 1 s keeps the cache in play.
      VISITOR_CACHE_SECONDS: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: googleIssuer,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  // Seeded and answering: the pictures on disk now are the demo shop's. Copied whole, then renamed
  // into place, so another run never finds half a cache.
  if (!existsSync(pictureCache)) {
    const copy = `${pictureCache}-${process.pid}`;
    cpSync(images, copy, { recursive: true });
    try {
      renameSync(copy, pictureCache);
    } catch {
      rmSync(copy, { recursive: true, force: true }); // another run got there first
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const google = await startMockGoogle();
  // The first shop renders the demo pictures if no earlier run kept them; the others copy them.
  const first = await startShop(google.issuer.url!);
  const others = await Promise.all(
    Array.from({ length: E2E_WORKERS - 1 }, () => startShop(google.issuer.url!)),
  );
  const shops = [first, ...others];
  project.provide(
    'shops',
    shops.map((shop) => shop.url),
  );
  project.provide('admin', admin);
  project.provide('google', {
    issuer: google.issuer.url!,
    email: GOOGLE_SHOPPER.email,
    name: GOOGLE_SHOPPER.name,
  });

  return async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await google.stop();
  };
}
