// The order e-mail queue: a paid order sends the customer's confirmation and the admins' notice once,
// through the mailer (the outbox here); a send that fails stays queued for the next round.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop } from '../../test/use-shop';
import { mailOutbox } from '../mailer/mailer.tables';
import { processOrderMails } from './order-mails.service';
import { orderNotificationQueue } from './orders.tables';

describe.each(databaseKinds())('order e-mails on %s', (kind) => {
  const shop = useShop(kind);
  beforeAll(async () => {
    await shop.signIn('owner@shop.test', { admin: true });
  });

  it('sends the confirmation and the admin notice once each', async () => {
    const { cookie } = await shop.signIn('amina@example.com');
    const piece = await addPiece(shop, { name: 'Kitenge Dress', price: 2800, stock: 1, sizes: ['M'] });
    const { orderId: order_id } = await shop.as(newDevice(cookie)).buy([itemLine(piece, 1, 'M')]);

    expect(await processOrderMails(shop)).toEqual({ sent: 1, failed: 0 });
    expect(await processOrderMails(shop)).toEqual({ sent: 0, failed: 0 });
    const toCustomer = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'amina@example.com'), eq(mailOutbox.kind, 'order_placed')));
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.subject).toBe(`TNT Thrift: order #${order_id.slice(0, 8)} is confirmed`);
    expect(toCustomer[0]!.text).toContain('Kitenge Dress, size M x 1: KES 2,800');
    expect(toCustomer[0]!.text).toContain(`/delivery-details?order_id=${order_id}`);
    const toAdmin = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'owner@shop.test'), eq(mailOutbox.kind, 'order_placed_admin')));
    expect(toAdmin.map((m) => m.subject)).toEqual([`New order #${order_id.slice(0, 8)}: KES 3,000`]);
    // Both also come as HTML in the shop's look: the line, its size and price, the total in KES.
    for (const { html } of [toCustomer[0]!, toAdmin[0]!]) {
      for (const part of ['TNT Thrift', 'Kitenge Dress', 'Size M', 'KES 2,800', 'Total paid', 'KES 3,000'])
        expect(html).toContain(part);
    }
    expect(toCustomer[0]!.html).toContain(`/delivery-details?order_id=${order_id}`);
    const [row] = await shop.database.db
      .select()
      .from(orderNotificationQueue)
      .where(eq(orderNotificationQueue.orderId, order_id));
    expect(row).toMatchObject({ processed: true, attempts: 0 });
  });

  it('keeps a row whose send failed, counting the attempt', async () => {
    const piece = await addPiece(shop, { price: 4000, stock: 1 });
    const { orderId: order_id } = await shop.as(newDevice()).buy([itemLine(piece)]);
    // An SMTP server that refuses every connection.
    const broken = { ...shop, config: { ...shop.config, SMTP_URL: 'smtp://127.0.0.1:1' } };
    expect(await processOrderMails(broken)).toEqual({ sent: 0, failed: 1 });
    const [row] = await shop.database.db
      .select()
      .from(orderNotificationQueue)
      .where(eq(orderNotificationQueue.orderId, order_id));
    expect(row).toMatchObject({ processed: false, attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    // Tried again once its pause is over.
    expect(await processOrderMails(shop)).toEqual({ sent: 0, failed: 0 });
    expect(await processOrderMails(shop, new Date(Date.now() + 2 * 60_000))).toEqual({ sent: 1, failed: 0 });
  });
});
