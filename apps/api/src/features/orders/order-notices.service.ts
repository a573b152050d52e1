// Telling a customer what happened to their order: the bell notification (signed-in customers), the
// e-mail queue row, and for a guest the SMS queue row (their M-Pesa number is all the shop has),
// written in the transaction of the change itself. The texts are the domain's.
import { orderNotice, shortOrderId, type OrderEvent } from '@shop/domain/rules';
import type { Db } from '../../db/database';
import { insertNotification } from '../notifications/notifications.repo';
import { queueOrderMail } from './order-mails.repo';
import { queueOrderSms } from './order-sms.repo';

/** Rings the customer's bell (a guest's SMS) and queues their mail for an event they hear of. */
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
  else await queueOrderSms(tx, order.id, event);
  await queueOrderMail(tx, order.id, `order_${event}`);
}
