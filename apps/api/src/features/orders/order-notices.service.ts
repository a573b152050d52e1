// Telling a customer what happened to their order: the bell notification (signed-in customers) and
// the e-mail queue row, written in the transaction of the change itself. The texts are the domain's.
import { orderNotice, shortOrderId, type OrderEvent } from '@shop/domain/rules';
import type { Db } from '../../db/database';
import { insertNotification } from '../notifications/notifications.repo';
import { queueOrderMail } from './order-mails.repo';

/** Rings the customer's bell and queues their mail for an event they hear of; others are silent. */
export async function tellCustomer(
  tx: Db,
  order: { id: string; userId: string | null; total: number },
  event: OrderEvent,
): Promise<void> {
  const notice = orderNotice(order.id, event, order.total);
  if (!notice) return;
  if (order.userId)
    await insertNotification(tx, {
      userId: order.userId,
      ...notice,
      orderId: order.id,
      metadata: { order_number: shortOrderId(order.id) },
    });
  await queueOrderMail(tx, order.id, `order_${event}`);
}
