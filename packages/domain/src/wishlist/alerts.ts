// Wishlist alerts (issue #17): which of the owner's saves count as a price drop or a size back in
// stock, which recorded changes are still worth telling at send time, and when a customer's next
// batch, weekly reminder or new-drop notice may go. Stock is by size (stock/pieces: '' = no size).
import type { NotificationPreferenceKey, NotificationPreferences } from '../orders/notifications';
import { NO_SIZE, wholePieces, type SizeStock } from '../stock/pieces';
import { DAY_MS, HOUR_MS, MINUTE_MS, toEpochMs, type Instant } from '../time';

/** Changes the owner makes in one sitting go out together: a batch waits this long after the first. */
export const WISHLIST_ALERT_GATHER_MS = 10 * MINUTE_MS;
/** A customer gets at most one alert batch (one bell, one e-mail) in this time. */
export const WISHLIST_ALERT_INTERVAL_MS = HOUR_MS;
/** Wishlist reminders come at most this often. */
export const WISHLIST_REMINDER_INTERVAL_MS = 7 * DAY_MS;
/** A piece saved only just now is not worth a reminder yet. */
export const WISHLIST_REMINDER_MIN_SAVED_MS = DAY_MS;
/** A drop that went public longer ago than this is no longer news (no "new arrivals" notice). */
export const NEW_DROP_NOTICE_WINDOW_MS = DAY_MS;

export type ProductChangeKind = 'price_drop' | 'back_in_stock';

/** A change as recorded: a price drop (from → to), or one size back (NO_SIZE for a product without). */
export type ProductChange =
  { kind: 'price_drop'; oldPrice: number; newPrice: number } | { kind: 'back_in_stock'; size: string };

/** The preference flag that lets each kind of change through. */
export const PREFERENCE_OF_CHANGE: Readonly<Record<ProductChangeKind, NotificationPreferenceKey>> = {
  price_drop: 'price_drops',
  back_in_stock: 'back_in_stock',
};

type Snapshot = { price: number; stock: SizeStock };

const total = (stock: SizeStock) => Object.values(stock).reduce((sum, n) => sum + wholePieces(n), 0);

/**
 * What one save changed worth telling: a lower price, and every size that could not be bought before
 * and can now (a size that was at 0, or a new size of a piece that was sold out in every size).
 */
export function productChanges(before: Snapshot, after: Snapshot): ProductChange[] {
  const changes: ProductChange[] = [];
  if (after.price < before.price)
    changes.push({ kind: 'price_drop', oldPrice: before.price, newPrice: after.price });
  const wasSoldOut = total(before.stock) === 0;
  for (const [size, count] of Object.entries(after.stock)) {
    if (wholePieces(count) === 0) continue;
    const had = before.stock[size];
    if (had === undefined ? wasSoldOut : wholePieces(had) === 0)
      changes.push({ kind: 'back_in_stock', size });
  }
  return changes;
}

/** A wishlisted piece as it is at send time; null when it is gone or the customer may not see it. */
export type CurrentPiece = { name: string; slug: string; price: number; stock: SizeStock } | null;

export type PendingChange = { id: string; productId: string; change: ProductChange };

/** One line of an alert: a piece cheaper than it was, or its sizes back. */
export type AlertLine =
  | { kind: 'price_drop'; productId: string; name: string; slug: string; oldPrice: number; newPrice: number }
  | { kind: 'back_in_stock'; productId: string; name: string; slug: string; sizes: string[] };

/**
 * The lines a customer's pending changes make at send time, and the ids they cover. A change the
 * customer's preferences switch off is closed unsent; so is one no longer true (the price went back
 * up, the size sold out again, the piece was taken off sale): telling it late would mislead. Several
 * drops of one piece read as one line from the highest old price to today's price.
 */
export function alertLines(
  pending: readonly PendingChange[],
  pieces: ReadonlyMap<string, CurrentPiece>,
  prefs: NotificationPreferences,
): { lines: AlertLine[]; sent: string[]; closed: string[] } {
  const drops = new Map<string, Extract<AlertLine, { kind: 'price_drop' }>>();
  const backs = new Map<string, Extract<AlertLine, { kind: 'back_in_stock' }>>();
  const sent: string[] = [];
  const closed: string[] = [];
  for (const { id, productId, change } of pending) {
    const piece = pieces.get(productId) ?? null;
    const wanted = prefs[PREFERENCE_OF_CHANGE[change.kind]];
    if (!wanted || !piece) {
      closed.push(id);
      continue;
    }
    if (change.kind === 'price_drop') {
      // A cheaper piece nobody can buy is no news.
      if (!(piece.price < change.oldPrice) || total(piece.stock) === 0) {
        closed.push(id);
        continue;
      }
      const line = drops.get(productId);
      const oldPrice = Math.max(line?.oldPrice ?? 0, change.oldPrice);
      drops.set(productId, {
        kind: 'price_drop',
        productId,
        name: piece.name,
        slug: piece.slug,
        oldPrice,
        newPrice: piece.price,
      });
    } else {
      if (wholePieces(piece.stock[change.size]) === 0) {
        closed.push(id);
        continue;
      }
      const line = backs.get(productId) ?? {
        kind: 'back_in_stock',
        productId,
        name: piece.name,
        slug: piece.slug,
        sizes: [],
      };
      if (!line.sizes.includes(change.size)) line.sizes.push(change.size);
      backs.set(productId, line);
    }
    sent.push(id);
  }
  return { lines: [...drops.values(), ...backs.values()], sent, closed };
}

/** Sizes as a line says them: none for a product without sizes. */
export const namedSizes = (sizes: readonly string[]) => sizes.filter((s) => s !== NO_SIZE);

/**
 * Whether a customer's pending alerts may go now: the first has waited the gathering time, and their
 * last batch went at least an hour ago.
 */
export function alertBatchDue(oldestPending: Instant, lastSent: Instant | null, now: Instant): boolean {
  const at = toEpochMs(now);
  const oldest = toEpochMs(oldestPending);
  if (at === null || oldest === null) return false;
  const last = lastSent === null ? null : toEpochMs(lastSent);
  return (
    oldest + WISHLIST_ALERT_GATHER_MS <= at && (last === null || last + WISHLIST_ALERT_INTERVAL_MS <= at)
  );
}

/** Whether a customer's weekly wishlist reminder may go now (never sent, or a week since). */
export function wishlistReminderDue(lastReminded: Instant | null, now: Instant): boolean {
  const at = toEpochMs(now);
  if (at === null) return false;
  const last = lastReminded === null ? null : toEpochMs(lastReminded);
  return last === null || last + WISHLIST_REMINDER_INTERVAL_MS <= at;
}

/** Whether a drop's going public is still news at `now` ("new arrivals"). */
export function isNewlyPublic(publicAt: Instant, now: Instant): boolean {
  const launch = toEpochMs(publicAt);
  const at = toEpochMs(now);
  return launch !== null && at !== null && launch <= at && at < launch + NEW_DROP_NOTICE_WINDOW_MS;
}
