// Applies drizzle-kit's generated migrations at start-up, on PGlite and PostgreSQL alike.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './database';

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

type Journal = { entries: { idx: number; tag: string }[] };

/** The tag of the newest migration shipped with this build, e.g. `0003_orders`. */
export function latestMigrationTag(): string {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal;
  return journal.entries.at(-1)?.tag ?? 'none';
}

// Several server processes may start at once against one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 72_410_001;

/** Brings the schema up to date (with the migrations of `folder`: tests replay history from a copy). */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase;
  // A session-level lock needs one connection for lock, migrate and unlock: a transaction gives that.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder: folder });
  });
}

/** How many migrations the database has applied (0 when none). */
export async function appliedMigrationCount(database: Database): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
