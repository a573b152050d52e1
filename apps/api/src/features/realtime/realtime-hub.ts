// The one LISTEN of this process, fanned out in memory: every open stream registers here by user id
// and hears the events addressed to that user. However many streams are open, the process holds one
// listening connection (PostgreSQL) or one listen callback (PGlite); a stream itself holds none.
// Other features (chat, live admin views) subscribe the same way with their own event kinds.
import type { Database, Unlisten } from '../../db/database';
import { parseShopEvent, SHOP_EVENTS_CHANNEL, type ShopEvent } from './realtime-events';

export type Subscriber = {
  /** An event for this subscriber's user. */
  onEvent: (event: ShopEvent) => void;
  /** The listening connection was lost and is back: events may have been missed, look again. */
  onResync: () => void;
};

export type RealtimeHub = {
  /** Starts hearing `userId`'s events; resolves once the process is listening. Answers the stop. */
  subscribe: (userId: string, subscriber: Subscriber) => Promise<() => void>;
  /** Open subscriptions, all users together (and for one user). */
  count: (userId?: string) => number;
  close: () => Promise<void>;
};

function createHub(database: Database): RealtimeHub {
  const byUser = new Map<string, Set<Subscriber>>();
  let listening: Promise<Unlisten> | null = null;

  const dispatch = (payload: string) => {
    const event = parseShopEvent(payload);
    if (!event) return;
    for (const subscriber of byUser.get(event.userId) ?? []) subscriber.onEvent(event);
  };
  const resync = () => {
    for (const subscribers of byUser.values()) for (const subscriber of subscribers) subscriber.onResync();
  };

  return {
    subscribe: async (userId, subscriber) => {
      let subscribers = byUser.get(userId);
      if (!subscribers) byUser.set(userId, (subscribers = new Set()));
      subscribers.add(subscriber);
      // The first subscriber starts the process's LISTEN; it then stays for the life of the process.
      listening ??= database.listen(SHOP_EVENTS_CHANNEL, dispatch, resync);
      await listening;
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && byUser.get(userId) === subscribers) byUser.delete(userId);
      };
    },
    count: (userId) =>
      userId === undefined
        ? [...byUser.values()].reduce((n, subscribers) => n + subscribers.size, 0)
        : (byUser.get(userId)?.size ?? 0),
    close: async () => {
      byUser.clear();
      const stop = listening;
      listening = null;
      if (stop) await (await stop)();
    },
  };
}

const hubs = new WeakMap<Database, RealtimeHub>();

/** The hub of this process for `database` (one per open database: tests open several). */
export function realtimeHub(database: Database): RealtimeHub {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = createHub(database)));
  return hub;
}
