// Publishing a realtime event: pg_notify on the shop's one channel, run by the writer inside its own
// transaction. PostgreSQL delivers it when that transaction commits and drops it when it rolls back,
// so a stream never announces a row that is not there; every server process LISTENing hears it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { SHOP_EVENTS_CHANNEL, type ShopEvent } from './realtime-events';

export async function publishEvent(db: Db, event: ShopEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${SHOP_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}
