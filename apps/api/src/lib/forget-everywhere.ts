// Memory every server process keeps for a moment (the visitor cache, the owner's settings) must be
// forgotten by all of them when the thing behind it changes, not only by the process that changed it.
// A NOTIFY on the memory's channel reaches every process LISTENing on the same database, this one
// too; a process whose listening connection was lost forgets everything once it is back.
import type { Database } from '../db/database';
import type { Logger } from './logger';

/**
 * Starts hearing `channel` on `database` and calls `forget` for each notice; answers the function
 * to call after a change: it forgets here at once and tells every other process.
 */
export function forgetEverywhere(
  database: Database,
  channel: string,
  forget: () => void,
  logger?: Pick<Logger, 'warn'>,
): () => void {
  database.listen(channel, forget, forget).catch((err: unknown) => {
    logger?.warn({ err, channel }, 'not listening for changes from other server processes');
  });
  return () => {
    forget();
    database.exec(`NOTIFY ${channel}`).catch((err: unknown) => {
      logger?.warn({ err, channel }, 'other server processes not told of a change');
    });
  };
}
