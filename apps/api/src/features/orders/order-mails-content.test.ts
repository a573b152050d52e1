// What an order mail says: the totals exactly as charged (discount included) and a link to the order
// itself, in the plain text and the HTML alike.
import { describe, expect, it } from 'vitest';
import { SAMPLE_ORDER } from '../email-previews/sample-mails';
import { orderMails, type MailOrder } from './order-mails.service';

const brand = { shopName: 'TNT Thrift', shopUrl: 'https://shop.example' };
// Goods 2,100 − discount 210 + delivery 200 = 2,090 paid.
const discounted: MailOrder = {
  ...SAMPLE_ORDER,
  order: { ...SAMPLE_ORDER.order, discountAmount: 210, discountCode: 'KARIBU10', totalAmount: 2_090 },
};
const id = discounted.order.id;

describe('order mails', () => {
  it('show the discount, delivery and total as charged, in text and HTML', async () => {
    const [admin, customer] = await orderMails(
      brand,
      'order_placed',
      discounted,
      ['owner@shop.example'],
      true,
    );
    for (const mail of [admin!, customer!]) {
      expect(mail.text).toContain('Discount (KARIBU10): − KES 210');
      expect(mail.text).toContain('Delivery: KES 200');
      expect(mail.text).toContain('Total paid: KES 2,090');
      expect(mail.html).toContain('Discount (KARIBU10)');
      expect(mail.html).toContain('KES 2,090');
    }
  });

  it('link the customer to their own order, a guest to the guest orders page, the owner to the admin order', async () => {
    const [admin, customer] = await orderMails(
      brand,
      'order_placed',
      discounted,
      ['owner@shop.example'],
      true,
    );
    expect(admin!.text).toContain(`https://shop.example/admin/orders/${id}`);
    expect(admin!.html).toContain(`href="https://shop.example/admin/orders/${id}"`);
    expect(customer!.text).toContain(`See your order: https://shop.example/order/${id}`);

    const guest: MailOrder = { ...discounted, order: { ...discounted.order, userId: null } };
    const [shipped] = await orderMails(brand, 'order_shipped', guest, [], true);
    expect(shipped!.text).toContain('Find your order: https://shop.example/guest-orders');
    expect(shipped!.html).toContain('href="https://shop.example/guest-orders"');
    expect(shipped!.text).not.toContain('/order/');
  });

  it("tell the customer the shop's rider / tracking note with 'on its way', in text and HTML", async () => {
    const note = 'Rider: Otieno 0712 345 678, Pickup Mtaani code 88421';
    const withNote: MailOrder = { ...discounted, order: { ...discounted.order, trackingNote: note } };
    const [shipped] = await orderMails(brand, 'order_shipped', withNote, [], true);
    expect(shipped!.text).toContain(`Rider / tracking: ${note}`);
    expect(shipped!.html).toContain('Pickup Mtaani code 88421');
    const [delivered] = await orderMails(brand, 'order_delivered', withNote, [], true);
    expect(delivered!.text).not.toContain('Rider / tracking');
    const [plain] = await orderMails(brand, 'order_shipped', discounted, [], true);
    expect(plain!.text).not.toContain('Rider / tracking');
  });
});
