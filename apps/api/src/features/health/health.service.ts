import type { AppDeps } from '../../app-deps';
import { appliedMigrationCount, latestMigrationTag } from '../../db/migrate';

export type Health = {
  status: 'ok' | 'unavailable';
  database: {
    kind: 'pglite' | 'postgres';
    /** 'down' while the database cannot be reached; back to 'up' by itself when it returns. */
    status: 'up' | 'down';
    reachable: boolean;
    migrations: number;
    latest: string;
  };
};

// A load balancer's check gives up after a few seconds: answer "down" before it does.
const PROBE_TIMEOUT_MS = 2_000;

/** Probes the database with a real query; never throws. */
export async function checkHealth({
  database,
  logger,
}: Pick<AppDeps, 'database' | 'logger'>): Promise<Health> {
  const latest = latestMigrationTag();
  const down: Health = {
    status: 'unavailable',
    database: { kind: database.kind, status: 'down', reachable: false, migrations: 0, latest },
  };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PROBE_TIMEOUT_MS);
  });
  try {
    const migrations = await Promise.race([appliedMigrationCount(database), late]);
    if (migrations === 'late') {
      logger.warn('health check: database did not answer in time');
      return down;
    }
    return {
      status: 'ok',
      database: { kind: database.kind, status: 'up', reachable: true, migrations, latest },
    };
  } catch (err) {
    logger.warn({ err }, 'health check: database unreachable');
    return down;
  } finally {
    clearTimeout(timer);
  }
}
