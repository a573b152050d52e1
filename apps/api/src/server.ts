// The process entry: configuration, database (migrated, seeded on first start), the first admin
// account, then one HTTP server for the API and the web app.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoShop } from './db/seed/seed-demo-shop';
import { authSettings, createAuth } from './features/accounts/auth';
import { ensureAdminAccount } from './features/accounts/accounts.service';
import { currentMailFrom } from './features/mailer/mailer.service';
import { mailBrand } from './features/mailer/templates/mail-brand';
import { fileStoreFor, type FileStore } from './lib/file-store';
import { createLogger } from './lib/logger';
import { paymentProviderFor } from './features/payments/payments.provider';
import { startBackgroundWork } from './jobs/background-work';
import { loadWebRenderer } from './web/web-renderer';

const started = performance.now();
const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);
const dataDir = resolve(config.DATA_DIR);
mkdirSync(dataDir, { recursive: true });

// Sessions must survive a restart: without AUTH_SECRET a random one is made once and kept in DATA_DIR.
function authSecret(): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = join(dataDir, '.auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** The database URL without its password, to name in a message. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

/** One line saying why a connection failed (an AggregateError names it only in its parts). */
function reasonOf(err: unknown): string {
  const e = err as { code?: unknown; message?: unknown; errors?: unknown };
  const parts = Array.isArray(e.errors) ? (e.errors as Array<{ message?: unknown }>) : [];
  const message = [e.message, ...parts.map((p) => p.message)].find((m) => typeof m === 'string' && m);
  const words = typeof message === 'string' ? (message.split('\n')[0] ?? '') : '';
  const code = typeof e.code === 'string' ? e.code : '';
  return (words.includes(code) ? words : `${code} ${words}`).trim() || 'unknown error';
}

/**
 * Opens the database and proves it answers before anything else starts. A PostgreSQL that cannot be
 * reached (wrong address, down, refusing the login) ends the start with one line that names
 * DATABASE_URL — not a stack trace the owner has to read through.
 */
async function openDatabase(): Promise<Database> {
  const url = config.DATABASE_URL;
  if (!url) return openPglite(join(dataDir, 'db'));
  const opened = await openPostgres(url, 10, (err) =>
    logger.warn({ err }, 'database connection lost; the next query reconnects'),
  );
  try {
    await opened.exec('select 1');
    return opened;
  } catch (err) {
    console.error(`Cannot reach the database at DATABASE_URL (${safeUrl(url)}): ${reasonOf(err)}`);
    await opened.close().catch(() => undefined);
    process.exit(1);
  }
}

/**
 * The folder or bucket for uploads and pictures, proven usable before the shop opens: a bucket that
 * cannot be reached (wrong host, wrong keys, no such bucket) ends the start with one line naming
 * STORAGE_URL instead of failing on the owner's first upload.
 */
async function openFileStore(): Promise<FileStore> {
  const store = fileStoreFor(config);
  try {
    await store.check();
    return store;
  } catch (err) {
    const variable = store.kind === 's3' ? 'STORAGE_URL' : 'DATA_DIR';
    console.error(`Cannot use the file storage at ${variable} (${store.label}): ${reasonOf(err)}`);
    process.exit(1);
  }
}

// The store first: it answers (or fails) in moments, before the database's migrations run.
const files = await openFileStore();
const database = await openDatabase();
await migrate(database);
if (config.DATABASE_READ_URL) {
  // The replica is checked like the primary: a wrong address stops the start with one line.
  database.replica = await openPostgres(config.DATABASE_READ_URL, 10, (err) =>
    logger.warn({ err }, 'read replica connection lost; the next query reconnects'),
  );
  try {
    await database.replica.exec('select 1');
  } catch (err) {
    console.error(
      `Cannot reach the read replica at DATABASE_READ_URL (${safeUrl(config.DATABASE_READ_URL)}): ${reasonOf(err)}`,
    );
    process.exit(1);
  }
}

if (config.SEED) {
  const seeded = await seedDemoShop(database.db, {
    files,
    log: (m) => logger.info(m),
  });
  if (seeded.seeded) logger.info(seeded, 'demo shop seeded');
}

const port = config.PORT;
const publicUrl = config.PUBLIC_URL ?? `http://localhost:${port}`;
const secret = authSecret();
const auth = createAuth({
  db: database.db,
  secret,
  baseURL: publicUrl,
  production: config.NODE_ENV === 'production',
  trustedOrigins: config.NODE_ENV === 'development' ? ['http://localhost:5173'] : [],
  settings: authSettings(config),
  currentBrand: () => mailBrand({ config, database, logger }),
  currentMailFrom: () => currentMailFrom({ config, database, logger }),
});

const admin = await ensureAdminAccount(
  { auth, database },
  { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
);
if (admin) {
  // Printed once, on the first start only: nobody can read it back later.
  console.log(`\n  Admin account created: ${admin.email}`);
  console.log(
    admin.generated
      ? `  Password (shown once): ${admin.password}\n`
      : '  Password: the one in ADMIN_PASSWORD\n',
  );
}

const web = await loadWebRenderer(config.webDist, {
  shopName: config.SHOP_NAME,
  supportEmail: config.SUPPORT_EMAIL,
  publicUrl: config.PUBLIC_URL,
  practicePayments: config.PAYMENT_PROVIDER === 'sandbox',
});
const payments = paymentProviderFor(config, database);
const deps = { config, database, auth, secret, logger, web, payments };
const app = createApp(deps);
const background = config.BACKGROUND_JOBS ? startBackgroundWork(deps) : null;

const server = serve({ fetch: app.fetch, port, hostname: config.HOST }, (info) => {
  const ms = Math.round(performance.now() - started);
  logger.info({ port: info.port, database: database.kind, ms }, 'shop started');
  console.log(
    `\n  ${config.SHOP_NAME} is open at http://localhost:${info.port} (${database.kind}, ready in ${ms} ms)\n`,
  );
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  server.close();
  await background?.stop();
  await database.replica?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
