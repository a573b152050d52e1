// Opens the shop's database: embedded PGlite under DATA_DIR by default, a real PostgreSQL when a URL
// is given. Both speak the same Drizzle API, so nothing above this folder knows which one runs.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Unlisten = () => Promise<void>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Queries sent through Drizzle so far: tests assert how many a request costs (no N+1). */
  queryCount: () => number;
  /**
   * Runs one named, parameterised statement and answers its rows as plain objects, skipping Drizzle's
   * row mapping. For the hottest read only; its SQL still comes from a Drizzle query (toSQL()).
   */
  rows: <T>(statement: { name: string; text: string; params: unknown[] }) => Promise<T[]>;
  /** Runs raw SQL (migrations, advisory locks, health probes). */
  exec: (sql: string) => Promise<void>;
  /**
   * LISTENs on `channel` with a connection of its own (PostgreSQL: one client outside the pool;
   * PGlite: its listen API). `onMessage` gets each payload. After a lost connection it reconnects by
   * itself and calls `onResync`: messages sent meanwhile are gone, so the listener must look again.
   * Answers a function that stops listening; `close()` stops every listener first.
   */
  listen: (channel: string, onMessage: (payload: string) => void, onResync: () => void) => Promise<Unlisten>;
  /**
   * A read replica (DATABASE_READ_URL) for the public catalogue and the owner's analytics: reads that
   * may lag the primary by a moment. Never for stock, money, a shopper's own rows or anything
   * written in the same request. Absent: everything reads the primary.
   */
  replica?: Database;
  /** Whether a trivial query answers within `timeoutMs`; never throws (health, error answers). */
  reachable: (timeoutMs?: number) => Promise<boolean>;
  close: () => Promise<void>;
};

/** True when `probe` settles successfully within `timeoutMs`. */
async function answersWithin(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      probe().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function queryCounter() {
  let queries = 0;
  return { logger: { logQuery: () => void (queries += 1) }, count: () => queries };
}

/** Opens PGlite persisted in `dataDir` (or in memory for `memory://`), or an existing PGlite. */
export async function openPglite(source: string | PGlite): Promise<Database> {
  let client: PGlite;
  if (typeof source === 'string') {
    if (!source.startsWith('memory://')) mkdirSync(source, { recursive: true });
    client = new PGlite(source);
  } else {
    client = source;
  }
  await client.waitReady;
  const counter = queryCounter();
  const db = drizzlePglite(client, { schema, logger: counter.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    queryCount: counter.count,
    rows: async <T>({ text, params }: { text: string; params: unknown[] }) => {
      counter.logger.logQuery();
      return (await client.query<T>(text, params)).rows;
    },
    exec: async (sql) => void (await client.exec(sql)),
    reachable: (timeoutMs = 2_000) => answersWithin(() => client.query('select 1'), timeoutMs),
    // In-process: the connection cannot be lost, so there is never anything to resync.
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/**
 * Opens a pooled connection to a real PostgreSQL. Nothing connects until the first query. A lost
 * connection never ends the process (REL-6): an idle client's error is reported to `onLostConnection`
 * and the pool drops that client; a query on a lost connection fails (and is answered 503 above);
 * the next query opens a fresh connection, so service resumes by itself when the database is back.
 */
export async function openPostgres(
  url: string,
  max = 10,
  onLostConnection: (error: Error) => void = () => undefined,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // JIT compilation pays off for long reports, not for a shop's queries: on the owner's analytics
    // (10,000 orders) it spent 430 ms compiling a query that runs in 75 ms, and the planner's guesses
    // for JSON arrays set it off easily. Off for every connection of the shop.
    options: '-c jit=off',
    // A request during an outage fails in seconds instead of waiting for a connection forever.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  pool.on('error', onLostConnection);
  // A checked-out client can lose its connection between two queries (inside a transaction); with
  // no listener that 'error' event would end the process. Its pending query fails instead.
  pool.on('connect', (client) => client.on('error', onLostConnection));
  const listeners = new Set<ReturnType<typeof dedicatedListener>>();
  const counter = queryCounter();
  const db = drizzlePg(pool, { schema, logger: counter.logger }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    queryCount: counter.count,
    rows: async <T>({ name, text, params }: { name: string; text: string; params: unknown[] }) => {
      counter.logger.logQuery();
      // A named statement: PostgreSQL parses and plans it once per connection.
      return (await pool.query<T & pg.QueryResultRow>({ name, text, values: params })).rows;
    },
    exec: async (sql) => void (await pool.query(sql)),
    reachable: (timeoutMs = 2_000) => answersWithin(() => pool.query('select 1'), timeoutMs),
    listen: async (channel, onMessage, onResync) => {
      const listener = dedicatedListener(url, channel, onMessage, onResync, onLostConnection);
      listeners.add(listener);
      await listener.started;
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
      await pool.end();
    },
  };
}

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * One client outside the pool that LISTENs on `channel`, so a pool full of busy requests never
 * delays a message and a listener never holds a pool slot. When its connection is lost it tries
 * again, waiting longer after each failure, and calls `onResync` once it listens again.
 */
function dedicatedListener(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResync: () => void,
  onLostConnection: (error: Error) => void,
) {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = RECONNECT_FIRST_MS;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    // A failure once listening ('error', then 'end') ends this client; one reconnect follows. A
    // failure while connecting is the caller's to handle.
    let live = false;
    const onLost = (error?: Error) => {
      if (!live || stopped) return;
      live = false;
      if (error) onLostConnection(error);
      void next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onMessage(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    live = true;
    client = next;
    wait = RECONNECT_FIRST_MS;
  }

  function schedule() {
    client = null;
    if (stopped) return;
    retry = setTimeout(() => {
      connect().then(
        () => {
          if (!stopped) onResync();
        },
        (error: Error) => {
          onLostConnection(error);
          wait = Math.min(wait * 2, RECONNECT_MAX_MS);
          schedule();
        },
      );
    }, wait);
  }

  return {
    // A database that is down at start does not stop the server: listening begins once it is back.
    started: connect().catch((error: Error) => {
      onLostConnection(error);
      schedule();
    }),
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

/** The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Where a read that may lag goes: the replica when there is one, else the primary. Only for what
 * every shopper of an audience sees alike (the catalogue) and the owner's analytics.
 */
export const replicaReads = (database: Database): Database => database.replica ?? database;
