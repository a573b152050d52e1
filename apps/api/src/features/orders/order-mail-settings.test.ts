// The owner's e-mail settings as the order mail sender honours them: an admin e-mail replaces the usual
// admin recipients (new order and delivery details); customer or admin mails off skips those; with
// notifications off nothing is sent and the rows wait, to go out once they are switched on again.
import { and, eq } from 'drizzle-orm';
import { DEFAULT_EMAIL_SETTINGS, type EmailSettings } from '@shop/domain/rules';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Caller } from '../../test/use-shop';
import { mailOutbox } from '../mailer/mailer.tables';
import { queueOrderMail } from './order-mails.repo';
import { processOrderMails } from './order-mails.service';
import { orderNotificationQueue } from './orders.tables';

describe.each(databaseKinds())('order e-mails under the owner settings on %s', (kind) => {
  const shop = useShop(kind, { env: { ADMIN_EMAIL: 'config@shop.test' } });
  let admin: Caller;
  let customer: { cookie: string };

  const save = async (change: Partial<EmailSettings>) => {
    const res = await admin.put('/api/admin/email-settings', { ...DEFAULT_EMAIL_SETTINGS, ...change });
    expect(res.status).toBe(200);
  };
  const paidOrder = async () => {
    const piece = await addPiece(shop, { price: 1500, stock: 1 });
    const { orderId } = await shop.as(newDevice(customer.cookie)).buy([itemLine(piece)]);
    return orderId;
  };
  /** Who got a mail of this kind about the order. */
  const sentTo = async (orderId: string, mailKind: string) => {
    const rows = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.kind, mailKind));
    return rows
      .filter((m) => m.subject.includes(orderId.slice(0, 8)))
      .map((m) => m.to)
      .sort();
  };

  beforeAll(async () => {
    admin = await shop.asAdmin('owner@shop.test');
    customer = await shop.signIn('wanjiru@example.com');
  });
  beforeEach(async () => {
    await save({});
    await processOrderMails(shop, new Date(), 100);
  });

  it('sends as before with the defaults: the config address and every admin account', async () => {
    const orderId = await paidOrder();
    expect(await processOrderMails(shop)).toEqual({ sent: 1, failed: 0 });
    expect(await sentTo(orderId, 'order_placed_admin')).toEqual(['config@shop.test', 'owner@shop.test']);
    expect(await sentTo(orderId, 'order_placed')).toEqual(['wanjiru@example.com']);
  });

  it('sends the new-order and delivery-details mails to the admin e-mail alone once it is set', async () => {
    await save({ admin_email: 'orders@shop.test' });
    const orderId = await paidOrder();
    await queueOrderMail(shop.db, orderId, 'delivery_details_received');
    expect(await processOrderMails(shop)).toEqual({ sent: 2, failed: 0 });
    expect(await sentTo(orderId, 'order_placed_admin')).toEqual(['orders@shop.test']);
    expect(await sentTo(orderId, 'delivery_details_received')).toEqual(['orders@shop.test']);
    expect(await sentTo(orderId, 'order_placed')).toEqual(['wanjiru@example.com']);
  });

  it('sends no customer mail with customer notifications off', async () => {
    await save({ customer_notifications_enabled: false });
    const orderId = await paidOrder();
    expect(await processOrderMails(shop)).toEqual({ sent: 1, failed: 0 });
    expect(await sentTo(orderId, 'order_placed')).toEqual([]);
    expect(await sentTo(orderId, 'order_placed_admin')).toEqual(['config@shop.test', 'owner@shop.test']);
  });

  it('sends no admin mail with admin notifications off, even with an admin e-mail set', async () => {
    await save({ admin_notifications_enabled: false, admin_email: 'orders@shop.test' });
    const orderId = await paidOrder();
    expect(await processOrderMails(shop)).toEqual({ sent: 1, failed: 0 });
    expect(await sentTo(orderId, 'order_placed_admin')).toEqual([]);
    expect(await sentTo(orderId, 'order_placed')).toEqual(['wanjiru@example.com']);
  });

  it('sends nothing with notifications off; the row waits and goes out once they are on', async () => {
    await save({ notifications_enabled: false });
    const orderId = await paidOrder();
    expect(await processOrderMails(shop)).toEqual({ sent: 0, failed: 0 });
    expect(await sentTo(orderId, 'order_placed')).toEqual([]);
    expect(await sentTo(orderId, 'order_placed_admin')).toEqual([]);
    const [row] = await shop.db
      .select()
      .from(orderNotificationQueue)
      .where(
        and(
          eq(orderNotificationQueue.orderId, orderId),
          eq(orderNotificationQueue.eventType, 'order_placed'),
        ),
      );
    expect(row).toMatchObject({ processed: false, attempts: 0, lockedUntil: null });
    await save({ notifications_enabled: true });
    expect(await processOrderMails(shop)).toEqual({ sent: 1, failed: 0 });
    expect(await sentTo(orderId, 'order_placed')).toEqual(['wanjiru@example.com']);
  });
});
