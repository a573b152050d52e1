// Sends the queued e-mails about orders through the shop's mailer (SMTP, or the outbox an admin reads):
// a confirmation to the customer and a notice to the shop's admins when an order is paid, a notice to
// the admins when delivery details arrive, and the customer's shipped (with the shop's rider / tracking
// note), delivered and cancelled notices. A failed send stays queued and is tried again later.
// A customer who switched order updates off (their notification preferences) gets no order mail; the
// admins' mails are sent all the same. The owner's e-mail settings come first: with notifications off
// the queue waits untouched; customer or admin mails off skips those; the admin e-mail, when set, is
// the one address the admins' mails go to.
import { adminMailRecipients, formatKes, formatPhoneForDisplay, shortOrderId } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { readEmailSettings } from '../mailer/email-settings.repo';
import { mailerFor, type Mail } from '../mailer/mailer.service';
import { mailBrand, type MailBrand } from '../mailer/templates/mail-brand';
import type { OrderSummary } from '../mailer/templates/order-lines';
import { mailHtml } from '../mailer/templates/shop-mail';
import { findPreferences } from '../notifications/preferences.repo';
import {
  adminEmails,
  claimQueuedMails,
  markMailFailed,
  markMailSent,
  orderForMail,
} from './order-mails.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;
type Loaded = NonNullable<Awaited<ReturnType<typeof orderForMail>>>;
/** What an order mail reads of an order (the previews build one from sample data). */
export type MailOrder = {
  order: Pick<
    Loaded['order'],
    | 'id'
    | 'userId'
    | 'userEmail'
    | 'userName'
    | 'phoneNumber'
    | 'paymentMethod'
    | 'paymentRef'
    | 'refundStatus'
    | 'refundReason'
    | 'deliveryInfo'
    | 'deliveryFee'
    | 'totalAmount'
    | 'amountPaid'
    | 'discountAmount'
    | 'discountCode'
  > &
    // The shop's rider / tracking note, told with "on its way" (previews may leave it out).
    Partial<Pick<Loaded['order'], 'trackingNote'>>;
  items: Pick<Loaded['items'][number], 'name' | 'components' | 'size' | 'quantity' | 'price'>[];
};

function lines({ items }: MailOrder): string {
  return items
    .map(
      (i) =>
        `- ${i.name}${i.components ? ' (Bundle)' : ''}${i.size ? `, size ${i.size}` : ''} x ${i.quantity}: ${formatKes(i.price * i.quantity)}`,
    )
    .join('\n');
}

/** The lines and totals in plain text, exactly as charged: goods, discount, delivery, total. */
function textSummary(loaded: MailOrder): string {
  const { order } = loaded;
  const discount =
    order.discountAmount > 0
      ? `\nDiscount${order.discountCode ? ` (${order.discountCode})` : ''}: − ${formatKes(order.discountAmount)}`
      : '';
  const delivery = order.deliveryFee > 0 ? formatKes(order.deliveryFee) : 'Free';
  return `${lines(loaded)}${discount}\nDelivery: ${delivery}\nTotal paid: ${formatKes(order.totalAmount)}`;
}

/** The lines and totals as the HTML part's table shows them. */
const orderSummary = ({ order, items }: MailOrder): OrderSummary => ({
  lines: items.map((i) => ({
    name: i.name,
    size: i.size,
    bundle: Boolean(i.components),
    quantity: i.quantity,
    lineTotal: i.price * i.quantity,
  })),
  discount: order.discountAmount > 0 ? { code: order.discountCode, amount: order.discountAmount } : null,
  delivery: order.deliveryFee,
  total: order.totalAmount,
  totalLabel: 'Total paid',
});

const CUSTOMER_NOTICES: Record<string, { subject: string; heading: string; text: string }> = {
  order_shipped: {
    subject: 'is on its way',
    heading: 'Your order is on its way',
    text: 'has left the shop and is on its way to you.',
  },
  order_delivered: {
    subject: 'was delivered',
    heading: 'Your order was delivered',
    text: 'was delivered. Thank you for shopping with us!',
  },
  order_cancelled: {
    subject: 'was cancelled',
    heading: 'Your order was cancelled',
    text: 'was cancelled.',
  },
};

/**
 * The mails one queued event sends: to the admins (`admins`) and, when `customerWants`, to the
 * customer. Each has its plain text and its HTML part.
 */
export async function orderMails(
  brand: MailBrand,
  event: string,
  loaded: MailOrder,
  admins: string[],
  customerWants: boolean,
): Promise<Mail[]> {
  const { order } = loaded;
  const customerEmail = customerWants ? order.userEmail : null;
  const number = shortOrderId(order.id);
  const { shopName: shop, shopUrl: base } = brand;
  const summary = textSummary(loaded);
  const table = orderSummary(loaded);
  // Each mail leads to the order itself: the admin's order page, the customer's own order page, or
  // for a guest the page where their phone number finds their orders.
  const adminOrder = `${base}/admin/orders/${order.id}`;
  const adminOrders = { href: adminOrder, label: 'Open the order' };
  const customerOrder = order.userId
    ? { href: `${base}/order/${order.id}`, label: 'See your order' }
    : { href: `${base}/guest-orders`, label: 'Find your order' };
  const who = order.userName ?? (order.phoneNumber ? formatPhoneForDisplay(order.phoneNumber) : 'A guest');
  if (event === 'order_placed') {
    const paid = `${who} paid order #${number} (${order.paymentMethod}, ref ${order.paymentRef}).`;
    const refund = order.refundStatus === 'owed' ? `REFUND OWED: ${order.refundReason}` : null;
    const adminHtml =
      admins.length > 0
        ? await mailHtml(brand, {
            preview: paid,
            heading: `New order #${number}: ${formatKes(order.totalAmount)}`,
            body: refund ? [paid, refund] : [paid],
            order: table,
            action: adminOrders,
          })
        : '';
    const mails: Mail[] = admins.map((to) => ({
      to,
      kind: 'order_placed_admin',
      subject: `New order #${number}: ${formatKes(order.totalAmount)}`,
      text: `${paid}\n\n${summary}${refund ? `\n\n${refund}` : ''}\n\n${adminOrder}`,
      html: adminHtml,
    }));
    if (customerEmail) {
      const deliveryDetails = `${base}/delivery-details?order_id=${order.id}`;
      mails.push({
        to: customerEmail,
        kind: 'order_placed',
        subject: `${shop}: order #${number} is confirmed`,
        text: `Thank you for your order #${number}.\n\n${summary}\n\nTell us where to deliver it: ${deliveryDetails}\n\n${customerOrder.label}: ${customerOrder.href}`,
        html: await mailHtml(brand, {
          preview: `Order #${number} is confirmed: ${formatKes(order.totalAmount)} paid.`,
          heading: `Thank you for your order #${number}`,
          body: ['Your payment came through and your order is confirmed.'],
          order: table,
          action: { href: deliveryDetails, label: 'Tell us where to deliver it' },
          after: [`${customerOrder.label}: ${customerOrder.href}`],
        }),
      });
    }
    return mails;
  }
  if (event === 'delivery_details_received') {
    const info = order.deliveryInfo;
    const where = info
      ? `${info.name}, ${formatPhoneForDisplay(info.phone)}\n${info.location}${info.coordinates ? `\nMap: https://maps.google.com/?q=${info.coordinates.lat},${info.coordinates.lng}` : ''}`
      : 'No details saved.';
    const html =
      admins.length > 0
        ? await mailHtml(brand, {
            preview: `Delivery details for order #${number} arrived.`,
            heading: `Order #${number} is ready for delivery`,
            body: [`Delivery details for order #${number}:`, where],
            order: table,
            action: adminOrders,
          })
        : '';
    return admins.map((to) => ({
      to,
      kind: 'delivery_details_received',
      subject: `Order #${number} is ready for delivery`,
      text: `Delivery details for order #${number}:\n${where}\n\n${summary}\n\n${adminOrder}`,
      html,
    }));
  }
  const notice = CUSTOMER_NOTICES[event];
  if (!notice || !customerEmail) return [];
  const refund =
    event === 'order_cancelled'
      ? ` Any payment (${formatKes(order.amountPaid)}) is refunded within 5-7 business days.`
      : '';
  const said = `Your order #${number} ${notice.text}${refund}`;
  const rider =
    event === 'order_shipped' && order.trackingNote ? `Rider / tracking: ${order.trackingNote}` : null;
  return [
    {
      to: customerEmail,
      kind: event,
      subject: `${shop}: order #${number} ${notice.subject}`,
      text: `${said}${rider ? `\n${rider}` : ''}\n\n${summary}\n\n${customerOrder.label}: ${customerOrder.href}`,
      html: await mailHtml(brand, {
        preview: said,
        heading: notice.heading,
        body: rider ? [said, rider] : [said],
        order: table,
        action: customerOrder,
      }),
    },
  ];
}

/**
 * Sends what is queued (only the rows `ids` names, when given: the admin's retry); answers how many
 * rows were sent and how many failed.
 */
export async function processOrderMails(deps: Deps, now = new Date(), limit = 20, ids?: readonly string[]) {
  const mailer = mailerFor(deps);
  const { db } = deps.database;
  const settings = await readEmailSettings(db);
  if (!settings.notifications_enabled) return { sent: 0, failed: 0 };
  const rows = await claimQueuedMails(db, now, limit, ids);
  let sent = 0;
  let failed = 0;
  const admins = rows.length > 0 ? await adminEmails(db) : [];
  for (const row of rows) {
    try {
      const loaded = await orderForMail(db, row.orderId);
      const to = adminMailRecipients(
        { ...settings, admin_email: row.adminEmail ?? settings.admin_email },
        deps.config.ADMIN_EMAIL,
        admins,
      );
      if (loaded) {
        const { userId } = loaded.order;
        const customerWants =
          settings.customer_notifications_enabled &&
          (userId ? (await findPreferences(db, userId)).order_updates : true);
        const mails = await orderMails(await mailBrand(deps), row.eventType, loaded, to, customerWants);
        for (const mail of mails) await mailer.send(mail);
      }
      await markMailSent(db, row.id, now);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Unknown error';
      deps.logger.warn({ id: row.id, err: message }, `Failed to send notification ${row.id}: ${message}`);
      await markMailFailed(db, row.id, message, now);
      failed += 1;
    }
  }
  return { sent, failed };
}
