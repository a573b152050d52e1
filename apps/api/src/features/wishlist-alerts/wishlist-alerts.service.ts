// Wishlist alerts (issue #17). The owner's save records what changed (a lower price, a size back in
// stock) with one alert row per wishlisting customer, in the save's own transaction. The job then
// makes, per customer and at most once an hour, ONE bell and ONE e-mail row listing every pending
// change, inside a transaction that holds the customer's state row (SKIP LOCKED): two server processes
// never make the same batch. The e-mails are claimed and sent afterwards, as drop notices are. The
// weekly wishlist reminder is made the same way.
import {
  alertBatchDue,
  alertLines,
  productChanges,
  wishlistReminderDue,
  type AlertLine,
  type CurrentPiece,
  type PendingChange,
  type ProductChange,
  type SizeStock,
  type Viewer,
} from '@shop/domain/rules';
import {
  WISHLIST_ALERT_GATHER_MS,
  WISHLIST_ALERT_INTERVAL_MS,
  WISHLIST_REMINDER_INTERVAL_MS,
  WISHLIST_REMINDER_MIN_SAVED_MS,
} from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { shopperStanding } from '../accounts/shopper.repo';
import { mailerFor, type Mailer } from '../mailer/mailer.service';
import { mailBrand } from '../mailer/templates/mail-brand';
import { insertNotification } from '../notifications/notifications.repo';
import { findPreferences } from '../notifications/preferences.repo';
import { alertLineText, productPath, wishlistAlertMail, wishlistReminderMail } from './wishlist-alert-mails';
import {
  claimWishlistMails,
  customersDueReminder,
  customersWithDueAlerts,
  emailOf,
  insertWishlistMail,
  lockMailState,
  markWishlistMailed,
  markWishlistMailFailed,
  pendingAlerts,
  piecesNow,
  recordChanges,
  setMailState,
  settleAlerts,
  wishlistedIds,
} from './wishlist-alerts.repo';
import type { WishlistMailLine } from './wishlist-alerts.tables';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

export const WISHLIST_ALERT_TYPE = 'wishlist_alert';
export const WISHLIST_REMINDER_TYPE = 'wishlist_reminder';
const BATCH = 50;
const REMINDER_PIECES = 10;

/** A product's counts by size ('' for the one count of a product without sizes). */
export function sizeStock(variants: { size: string | null; stock: number }[]): SizeStock {
  const stock: Record<string, number> = {};
  for (const v of variants) stock[v.size ?? ''] = (stock[v.size ?? ''] ?? 0) + v.stock;
  return stock;
}

/** Called inside the owner's save: records what changed worth telling wishlisting customers. */
export async function recordProductChanges(
  tx: Db,
  productId: string,
  before: { price: number; stock: SizeStock },
  after: { price: number; stock: SizeStock },
) {
  await recordChanges(tx, productId, productChanges(before, after));
}

async function viewerOf(db: Db, userId: string): Promise<Viewer> {
  const standing = await shopperStanding(db, userId);
  return {
    signedIn: true,
    tier: standing?.tier ?? 'regular',
    earlyAccessMember: standing?.earlyAccessMember ?? false,
    isAdmin: standing?.isAdmin ?? false,
  };
}

const changeOf = (row: Awaited<ReturnType<typeof pendingAlerts>>[number]): ProductChange =>
  row.kind === 'price_drop'
    ? { kind: 'price_drop', oldPrice: row.oldPrice ?? 0, newPrice: row.newPrice ?? 0 }
    : { kind: 'back_in_stock', size: row.size ?? '' };

const mailLine = (line: AlertLine): WishlistMailLine =>
  line.kind === 'price_drop'
    ? { name: line.name, slug: line.slug, old_price: line.oldPrice, new_price: line.newPrice }
    : { name: line.name, slug: line.slug, sizes: line.sizes };

/** The bell of a batch: one piece links to its page, several to the wishlist. */
function alertBell(lines: WishlistMailLine[]) {
  const [first] = lines;
  const one = lines.length === 1;
  const title = !one
    ? 'News about your wishlist'
    : first!.new_price !== undefined
      ? 'Price drop on your wishlist'
      : 'Back in stock';
  const more = lines.length - 1;
  const message = `${alertLineText(first!)}${more > 0 ? `, and ${more} more piece${more > 1 ? 's' : ''}` : ''}.`;
  const slugs = new Set(lines.map((l) => l.slug));
  return { title, message, link: slugs.size === 1 ? productPath(first!.slug) : '/wishlist' };
}

/**
 * Makes one customer's batch, if it is still due once their state row is held: answers whether a bell
 * went. A change the customer's preferences switch off, or that is no longer true, is closed here
 * (never sent later); preferences are read now, not when the change was recorded.
 */
async function batchFor(db: Db, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const state = await lockMailState(tx, userId);
    if (!state) return false;
    const pending = await pendingAlerts(tx, userId);
    if (pending.length === 0 || !alertBatchDue(pending[0]!.createdAt, state.alertsSentAt, now)) return false;
    const [prefs, viewer] = await Promise.all([findPreferences(tx, userId), viewerOf(tx, userId)]);
    const ids = [...new Set(pending.map((p) => p.productId))];
    const found = new Map((await piecesNow(tx, ids, viewer, now)).map((p) => [p.id, p]));
    const pieces = new Map<string, CurrentPiece>(ids.map((id) => [id, found.get(id) ?? null]));
    const changes: PendingChange[] = pending.map((p) => ({
      id: p.id,
      productId: p.productId,
      change: changeOf(p),
    }));
    const { lines, sent, closed } = alertLines(changes, pieces, prefs);
    await settleAlerts(tx, closed, 'closed', now, null);
    const email = await emailOf(tx, userId);
    if (lines.length === 0 || !email) {
      await settleAlerts(tx, sent, 'closed', now, null);
      return false;
    }
    const mailLines = lines.map(mailLine);
    const mailId = await insertWishlistMail(tx, { userId, kind: 'wishlist_alert', email, lines: mailLines });
    await settleAlerts(tx, sent, 'sent', now, mailId);
    const bell = alertBell(mailLines);
    await insertNotification(tx, {
      userId,
      type: WISHLIST_ALERT_TYPE,
      title: bell.title,
      message: bell.message,
      metadata: { link: bell.link },
    });
    await setMailState(tx, userId, { alertsSentAt: now });
    return true;
  });
}

/** Makes the batches now due; answers how many bells went. */
export async function makeAlertBatches(deps: Pick<AppDeps, 'database'>, now = new Date()) {
  const { db } = deps.database;
  const gathered = new Date(now.getTime() - WISHLIST_ALERT_GATHER_MS);
  const sentBefore = new Date(now.getTime() - WISHLIST_ALERT_INTERVAL_MS);
  let made = 0;
  for (const userId of await customersWithDueAlerts(db, gathered, sentBefore, BATCH))
    if (await batchFor(db, userId, now)) made += 1;
  return made;
}

/** One customer's weekly reminder, if still due once their state row is held. */
async function reminderFor(db: Db, userId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const state = await lockMailState(tx, userId);
    if (!state || !wishlistReminderDue(state.remindedAt, now)) return false;
    if (!(await findPreferences(tx, userId)).wishlist_reminders) return false;
    const saved = await wishlistedIds(tx, userId, new Date(now.getTime() - WISHLIST_REMINDER_MIN_SAVED_MS));
    const pieces = await piecesNow(tx, saved, await viewerOf(tx, userId), now);
    const inStock = pieces.filter((p) => Object.values(p.stock).some((n) => n > 0));
    const email = await emailOf(tx, userId);
    if (inStock.length === 0 || !email) return false;
    // A short list reads; the wishlist page has the rest.
    const lines = inStock
      .slice(0, REMINDER_PIECES)
      .map((p) => ({ name: p.name, slug: p.slug, price: p.price }));
    await insertWishlistMail(tx, { userId, kind: 'wishlist_reminder', email, lines });
    const count = lines.length;
    await insertNotification(tx, {
      userId,
      type: WISHLIST_REMINDER_TYPE,
      title: 'Still on your wishlist',
      message: `${count === 1 ? `${lines[0]!.name} is` : `${count} pieces you saved are`} still in stock.`,
      metadata: { link: count === 1 ? productPath(lines[0]!.slug) : '/wishlist' },
    });
    await setMailState(tx, userId, { remindedAt: now });
    return true;
  });
}

/** Makes the weekly reminders now due; answers how many went. */
export async function makeReminders(deps: Pick<AppDeps, 'database'>, now = new Date()) {
  const { db } = deps.database;
  const savedBefore = new Date(now.getTime() - WISHLIST_REMINDER_MIN_SAVED_MS);
  const remindedBefore = new Date(now.getTime() - WISHLIST_REMINDER_INTERVAL_MS);
  let made = 0;
  for (const userId of await customersDueReminder(db, savedBefore, remindedBefore, BATCH))
    if (await reminderFor(db, userId, now)) made += 1;
  return made;
}

/** Sends the claimed e-mails; a failed one waits and is tried again. */
export async function sendWishlistMails(deps: Deps, now = new Date(), mailer: Mailer = mailerFor(deps)) {
  const { db } = deps.database;
  let sent = 0;
  let failed = 0;
  for (const row of await claimWishlistMails(db, now, BATCH)) {
    try {
      const build = row.kind === 'wishlist_alert' ? wishlistAlertMail : wishlistReminderMail;
      await mailer.send(await build(await mailBrand(deps), row.email, row.lines));
      await markWishlistMailed(db, row.id, now);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Unknown error';
      deps.logger.warn({ id: row.id, err: message }, `Failed to send wishlist e-mail ${row.id}`);
      await markWishlistMailFailed(db, row.id, message, now);
      failed += 1;
    }
  }
  return { sent, failed };
}

/** The background job: alert batches and reminders first, then their e-mails. */
export async function processWishlistAlerts(deps: Deps, now = new Date(), mailer?: Mailer) {
  const alerts = await makeAlertBatches(deps, now);
  const reminders = await makeReminders(deps, now);
  const mails = await sendWishlistMails(deps, now, mailer);
  return { alerts, reminders, ...mails };
}
