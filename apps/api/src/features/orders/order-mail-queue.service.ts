// The order e-mail queue as the owner sees it on /admin/email-diagnostics, and the retry. A retry sends
// through processOrderMails, the worker's own function, so a row still goes out once and only once.
import { shortOrderId } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { readEmailSettings } from '../mailer/email-settings.repo';
import { MAX_SEND_ATTEMPTS } from './order-mails.repo';
import { processOrderMails } from './order-mails.service';
import { countUnprocessed, findQueueRows, liftPauses, listQueue } from './order-mail-queue.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;
type Row = Awaited<ReturnType<typeof listQueue>>[number];

/** How many rows a "Retry all" sends straight away; the worker takes the rest on its next rounds. */
const RETRY_NOW_LIMIT = 20;

const view = (row: Row, now: Date) => ({
  id: row.id,
  order_id: row.orderId,
  order_number: shortOrderId(row.orderId),
  event_type: row.eventType,
  admin_email: row.adminEmail,
  processed: row.processed,
  processed_at: row.processedAt?.toISOString() ?? null,
  attempts: row.attempts,
  last_error: row.lastError,
  // Waiting after a failed send until then (or claimed by a worker); null when due now.
  paused_until: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
  // The worker stops after this many failed sends; only a retry starts it again.
  gave_up: !row.processed && row.attempts >= MAX_SEND_ATTEMPTS,
  auto_process: row.autoProcess,
  created_at: row.createdAt.toISOString(),
});

async function queueState(deps: Deps) {
  const { db } = deps.database;
  const [unprocessed, settings] = await Promise.all([countUnprocessed(db), readEmailSettings(db)]);
  return { unprocessed, notifications_enabled: settings.notifications_enabled };
}

export async function mailQueue(deps: Deps, show: 'unprocessed' | 'all') {
  const now = new Date();
  const rows = await listQueue(deps.database.db, show);
  return {
    ...(await queueState(deps)),
    max_attempts: MAX_SEND_ATTEMPTS,
    items: rows.map((r) => view(r, now)),
  };
}

/** Retry one row: its pause is lifted and, with notifications on, it is sent now. */
export async function retryQueueItem(deps: Deps, id: string) {
  const { db } = deps.database;
  const [row] = await findQueueRows(db, [id]);
  if (!row) throw new HttpError(404, 'not_found', 'No such queue item');
  if (row.processed) throw new HttpError(409, 'already_sent', 'This e-mail was sent already');
  const now = new Date();
  const lifted = await liftPauses(db, now, id);
  const result = lifted.length > 0 ? await processOrderMails(deps, now, 1, lifted) : { sent: 0, failed: 0 };
  const [after] = await findQueueRows(db, [id]);
  return { ...result, ...(await queueState(deps)), item: after ? view(after, new Date()) : null };
}

/** Retry every unprocessed row: pauses lifted, the first few sent now, the rest by the worker. */
export async function retryAllQueueItems(deps: Deps) {
  const now = new Date();
  const lifted = await liftPauses(deps.database.db, now);
  const result =
    lifted.length > 0 ? await processOrderMails(deps, now, RETRY_NOW_LIMIT, lifted) : { sent: 0, failed: 0 };
  return { lifted: lifted.length, ...result, ...(await queueState(deps)) };
}
