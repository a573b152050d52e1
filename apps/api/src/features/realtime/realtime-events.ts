// What travels on the shop's realtime channel. Payloads stay small (PostgreSQL caps a NOTIFY at 8 KB
// and every process parses every one): what happened, to whom, and which row; a stream that cares
// reads the row itself, as the user it belongs to.

export const SHOP_EVENTS_CHANNEL = 'shop_events';

export type ShopEvent = {
  /** What happened, e.g. 'notification' (a row was written) or 'notifications_read'. */
  kind: string;
  /** Whose streams hear it. */
  userId: string;
  /** The row it is about, when there is one (the notification's sequence number). */
  id?: string;
};

/** Reads a payload from the channel; anything unexpected (another writer's NOTIFY) is dropped. */
export function parseShopEvent(payload: string): ShopEvent | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { kind, userId, id } = value as Record<string, unknown>;
    if (typeof kind !== 'string' || typeof userId !== 'string') return null;
    return { kind, userId, ...(typeof id === 'string' && { id }) };
  } catch {
    return null;
  }
}
