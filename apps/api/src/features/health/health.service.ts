import type { AppDeps } from '../../app-deps';
import { appliedMigrationCount, latestMigrationTag } from '../../db/migrate';

export type Health = {
  status: 'ok' | 'unavailable';
  database: { kind: 'pglite' | 'postgres'; reachable: boolean; migrations: number; latest: string };
};

/** Probes the database with a real query; never throws. */
export async function checkHealth({
  database,
  logger,
}: Pick<AppDeps, 'database' | 'logger'>): Promise<Health> {
  const latest = latestMigrationTag();
  try {
    const migrations = await appliedMigrationCount(database);
    return { status: 'ok', database: { kind: database.kind, reachable: true, migrations, latest } };
  } catch (err) {
    logger.warn({ err }, 'health check: database unreachable');
    return {
      status: 'unavailable',
      database: { kind: database.kind, reachable: false, migrations: 0, latest },
    };
  }
}
