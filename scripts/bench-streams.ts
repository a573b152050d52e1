// npm run bench -- --only streams — what idle notification streams cost one server process. The shop
// runs in this process (PGlite in memory, no web build) so its memory can be read after a full
// garbage collection; the streams are opened by a separate client process, so their sockets on the
// client side are not counted. Customers are signed up first (20 streams each, the per-customer cap).
// It also shows that a stream holds no database connection: the shop answers while all are open.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { serve } from '@hono/node-server';
import { createApp } from '../apps/api/src/app';
import { parseConfig } from '../apps/api/src/config';
import { openPglite } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { authSettings, createAuth } from '../apps/api/src/features/accounts/auth';
import { paymentProviderFor } from '../apps/api/src/features/payments/payments.provider';
import { createLogger } from '../apps/api/src/lib/logger';

const STREAMS_PER_CUSTOMER = 20;

// A full collection before each reading, so garbage is not counted as the streams' cost.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const settle = async () => {
  for (let i = 0; i < 3; i++) {
    collect();
    await new Promise((r) => setTimeout(r, 200));
  }
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heap: heapUsed + external + arrayBuffers };
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

// The client process: opens every stream, says 'open' once each has its first event, then idles.
const CLIENT = `
const http = require('node:http');
const cookies = JSON.parse(process.env.COOKIES);
const count = Number(process.env.COUNT);
let ready = 0;
for (let i = 0; i < count; i++) {
  const req = http.request({ host: '127.0.0.1', port: Number(process.env.PORT), agent: false,
    path: '/api/notifications/stream', headers: { cookie: cookies[Math.floor(i / ${STREAMS_PER_CUSTOMER})] } });
  req.on('response', (res) => {
    if (res.statusCode !== 200) { console.error('stream answered ' + res.statusCode); process.exit(1); }
    res.once('data', () => { if (++ready === count) console.log('open'); });
  });
  req.on('error', (e) => { console.error(e.message); process.exit(1); });
  req.end();
}
setInterval(() => {}, 60000);
`;

async function signUp(base: string, n: number): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: base,
      // Each customer from its own address: the sign-up limit per address is not what is measured.
      'x-forwarded-for': `10.9.${n >> 8}.${n & 255}`,
    },
    body: JSON.stringify({ email: `stream-${n}@bench.test`, password: 'a-long-password', name: `S ${n}` }),
  });
  if (!res.ok) throw new Error(`sign-up ${n}: ${res.status} ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

export async function benchStreams(count = 1000) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const parsed = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    PAYMENT_PROVIDER: 'sandbox',
    PUBLIC_URL: base,
    TRUST_PROXY: 'true',
    BACKGROUND_JOBS: 'false',
  });
  if (!parsed.success) throw new Error(parsed.error.message);
  const config = { ...parsed.data, webDist: '' };
  const database = await openPglite('memory://bench-streams');
  await migrate(database);
  const auth = createAuth({
    db: database.db,
    secret: randomBytes(32).toString('hex'),
    baseURL: base,
    production: false,
    settings: authSettings(config),
  });
  const payments = paymentProviderFor(config, database);
  const app = createApp({ config, database, auth, logger: createLogger('silent'), payments });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const customers = Math.ceil(count / STREAMS_PER_CUSTOMER);
  const cookies: string[] = [];
  for (let i = 0; i < customers; i++) cookies.push(await signUp(base, i));

  const before = await settle();
  const client = spawn(process.execPath, ['-e', CLIENT], {
    env: { ...process.env, PORT: String(port), COUNT: String(count), COOKIES: JSON.stringify(cookies) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      client.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
      client.once('exit', (code) => reject(new Error(`the stream client ended (${code})`)));
    });
    const after = await settle();
    const t0 = performance.now();
    const health = await fetch(`${base}/api/health`);
    const healthMs = performance.now() - t0;
    const per1000 = (bytes: number) => ((bytes / count) * 1000) / 1024 / 1024;
    console.log(
      `Streams: ${count} idle SSE streams in one process (PGlite), after a full GC: ` +
        `JS heap + buffers +${per1000(after.heap - before.heap).toFixed(1)} MB per 1,000 streams, ` +
        `RSS +${per1000(after.rss - before.rss).toFixed(1)} MB per 1,000 ` +
        `(${Math.round(before.rss / 1048576)} → ${Math.round(after.rss / 1048576)} MB); ` +
        `/api/health meanwhile ${health.status} in ${healthMs.toFixed(0)} ms`,
    );
  } finally {
    client.kill('SIGTERM');
    server.close();
    await database.close();
  }
}
