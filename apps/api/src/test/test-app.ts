// A whole shop app for one test suite, on its own database: a PGlite copy of the migrated template,
// or a fresh PostgreSQL database made from the migrated template database.
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { parseConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database } from '../db/database';
import { authSettings, createAuth } from '../features/accounts/auth';
import { currentMailFrom } from '../features/mailer/mailer.service';
import { mailBrand } from '../features/mailer/templates/mail-brand';
import { createLogger } from '../lib/logger';
import { paymentProviderFor, type PaymentProvider } from '../features/payments/payments.provider';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds = (): DatabaseKind[] =>
  inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];

async function postgresCopy(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const templateUrl = new URL(inject('postgresTemplateUrl')!);
  const template = templateUrl.pathname.slice(1);
  const name = `${template}_s${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.href });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.href, 20);
  return {
    database,
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl.href });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (kind === 'postgres') return postgresCopy();
  const dump = readFileSync(inject('pgliteTemplate'));
  const database = await openPglite(new PGlite({ loadDataDir: new Blob([dump]) }));
  return { database, drop: async () => undefined };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED: 'false',
    DATA_DIR: '.test-data',
    // Suites change the catalogue between requests; the visitor cache has its own tests.
    VISITOR_CACHE_SECONDS: '0',
    // Suites run the jobs themselves, at the moment they choose.
    BACKGROUND_JOBS: 'false',
    ...overrides,
  });
  if (!parsed.success) throw new Error(parsed.error.message);
  return { ...parsed.data, webDist: '' };
}

export type TestShop = AppDeps & {
  app: ReturnType<typeof createApp>;
  /** PostgreSQL only: where the shop's database is, for a second server process on it. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

/**
 * A second server process of `shop`: its own app, configuration and memory (caches, listeners) on the
 * same database — its own connection pool on PostgreSQL; on PGlite, which one process owns, the same
 * database object. Closed with `close()`.
 */
export async function secondProcess(shop: TestShop): Promise<TestShop> {
  const database = shop.databaseUrl ? await openPostgres(shop.databaseUrl, 5) : shop.database;
  const config = { ...shop.config };
  const auth = createAuth({
    db: database.db,
    secret: shop.secret,
    baseURL: 'http://localhost:3000',
    production: false,
    settings: authSettings(config),
  });
  const deps = { ...shop, config, database, auth, payments: paymentProviderFor(config, database) };
  return {
    ...deps,
    app: createApp(deps),
    close: async () => {
      if (database !== shop.database) await database.close();
    },
  };
}

/** The app on a fresh database, without the web build (API only). */
export async function createTestShop(
  kind: DatabaseKind,
  overrides: Record<string, string> = {},
  options: { payments?: PaymentProvider } = {},
): Promise<TestShop> {
  const { database, url, drop } = await openTestDatabase(kind);
  const config = testConfig(overrides);
  const logger = createLogger('silent');
  const secret = 'test-secret-test-secret-test-secret!';
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL: 'http://localhost:3000',
    production: false,
    settings: authSettings(config),
    currentBrand: () => mailBrand({ config, database, logger }),
    currentMailFrom: () => currentMailFrom({ config, database, logger }),
  });
  const payments = options.payments ?? paymentProviderFor(config, database);
  const deps = { config, database, auth, secret, logger, payments };
  return {
    ...deps,
    app: createApp(deps),
    databaseUrl: url,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/**
 * Gives the suite's shop a read replica that never catches up (a second, migrated, empty database),
 * so every read shows which database it came from. Call inside a describe, after useShop.
 */
export function useLaggingReplica(shop: TestShop, kind: DatabaseKind): void {
  let replica: { database: Database; drop: () => Promise<void> };
  beforeAll(async () => {
    replica = await openTestDatabase(kind);
    shop.database.replica = replica.database;
  });
  afterAll(async () => {
    shop.database.replica = undefined;
    await replica.database.close();
    await replica.drop();
  });
}

/** The lagging replica's database (set by useLaggingReplica). */
export const replicaOf = (shop: TestShop): Database => shop.database.replica!;
