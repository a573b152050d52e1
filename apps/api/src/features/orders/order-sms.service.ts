// Sends the queued text messages about guests' orders (paid, shipped, delivered, cancelled) to the
// M-Pesa number the order was paid with, through the shop's SMS sender (the outbox by default,
// Africa's Talking when configured). A failed send stays queued and is tried again later; an order
// that is no longer a guest's, or has no number, is marked done without a message.
import { orderSmsText, shortOrderId } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { shopUrl } from '../../lib/shop-url';
import { shopIdentity } from '../settings/settings.service';
import { smsSenderFor, type SmsSender } from '../sms/sms.service';
import { claimQueuedSms, listOrderSms, markSmsFailed, markSmsSent, orderForSms } from './order-sms.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

/** Sends what is queued; answers how many rows were done and how many failed. */
export async function processOrderSms(
  deps: Deps,
  now = new Date(),
  limit = 20,
  sender: SmsSender = smsSenderFor(deps),
) {
  const { db } = deps.database;
  const rows = await claimQueuedSms(db, now, limit);
  const base = shopUrl(deps.config);
  const shop = rows.length > 0 ? (await shopIdentity(deps)).name : '';
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      const order = await orderForSms(db, row.orderId);
      const text =
        order?.isGuest && !order.userId
          ? orderSmsText({
              shop,
              orderId: order.id,
              event: row.eventType,
              amountPaid: order.amountPaid,
              link: `${base}/guest-orders`,
            })
          : null;
      if (text && order?.phoneNumber) await sender.send(order.phoneNumber, text);
      await markSmsSent(db, row.id, now);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Unknown error';
      deps.logger.warn({ id: row.id, err: message }, `Failed to send order SMS ${row.id}: ${message}`);
      await markSmsFailed(db, row.id, message, now);
      failed += 1;
    }
  }
  return { sent, failed };
}

/** The owner's view of the guests' order SMS: the latest 50, with the order number and any failure. */
export async function orderSmsList(deps: Pick<AppDeps, 'database'>) {
  const { items, unprocessed } = await listOrderSms(deps.database.db, 50);
  return {
    unprocessed,
    items: items.map((row) => ({
      id: row.id,
      order_id: row.orderId,
      order_number: shortOrderId(row.orderId),
      event: row.eventType,
      to: row.to,
      processed: row.processed,
      processed_at: row.processedAt,
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt,
    })),
  };
}
