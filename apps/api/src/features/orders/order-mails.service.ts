// Sends the queued e-mails about orders through the shop's mailer (SMTP, or the outbox an admin reads):
// a confirmation to the customer and a notice to the shop's admins when an order is paid, and a notice
// to the admins when delivery details arrive. A failed send stays queued and is tried again later.
// A customer who switched order updates off (their notification preferences) gets no order mail; the
// admins' mails are sent all the same. The owner's e-mail settings come first: with notifications off
// the queue waits untouched; customer or admin mails off skips those; the admin e-mail, when set, is
// the one address the admins' mails go to.
import { adminMailRecipients, formatKes, formatPhoneForDisplay, shortOrderId } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { shopUrl } from '../../lib/shop-url';
import { readEmailSettings } from '../mailer/email-settings.repo';
import { mailerFor, type Mail } from '../mailer/mailer.service';
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

function lines({ items }: Loaded): string {
  return items
    .map(
      (i) =>
        `- ${i.name}${i.components ? ' (Bundle)' : ''}${i.size ? `, size ${i.size}` : ''} x ${i.quantity}: ${formatKes(i.price * i.quantity)}`,
    )
    .join('\n');
}

function mailsFor(
  deps: Deps,
  event: string,
  loaded: Loaded,
  admins: string[],
  customerWants: boolean,
): Mail[] {
  const { order } = loaded;
  const customerEmail = customerWants ? order.userEmail : null;
  const number = shortOrderId(order.id);
  const shop = deps.config.SHOP_NAME;
  const base = shopUrl(deps.config);
  const summary = `${lines(loaded)}\nDelivery: ${formatKes(order.deliveryFee)}\nTotal paid: ${formatKes(order.totalAmount)}`;
  const who = order.userName ?? (order.phoneNumber ? formatPhoneForDisplay(order.phoneNumber) : 'A guest');
  if (event === 'order_placed') {
    const mails: Mail[] = admins.map((to) => ({
      to,
      kind: 'order_placed_admin',
      subject: `New order #${number}: ${formatKes(order.totalAmount)}`,
      text: `${who} paid order #${number} (${order.paymentMethod}, ref ${order.paymentRef}).\n\n${summary}${order.refundStatus === 'owed' ? `\n\nREFUND OWED: ${order.refundReason}` : ''}\n\n${base}/admin/orders`,
    }));
    if (customerEmail)
      mails.push({
        to: customerEmail,
        kind: 'order_placed',
        subject: `${shop}: order #${number} is confirmed`,
        text: `Thank you for your order #${number}.\n\n${summary}\n\nTell us where to deliver it: ${base}/delivery-details?order_id=${order.id}\n\nYour orders: ${base}/orders`,
      });
    return mails;
  }
  if (event === 'delivery_details_received') {
    const info = order.deliveryInfo;
    const where = info
      ? `${info.name}, ${formatPhoneForDisplay(info.phone)}\n${info.location}${info.coordinates ? `\nMap: https://maps.google.com/?q=${info.coordinates.lat},${info.coordinates.lng}` : ''}`
      : 'No details saved.';
    return admins.map((to) => ({
      to,
      kind: 'delivery_details_received',
      subject: `Order #${number} is ready for delivery`,
      text: `Delivery details for order #${number}:\n${where}\n\n${summary}\n\n${base}/admin/orders`,
    }));
  }
  const notices: Record<string, { subject: string; text: string }> = {
    order_shipped: {
      subject: `${shop}: order #${number} is on its way`,
      text: `Your order #${number} has left the shop and is on its way to you.`,
    },
    order_delivered: {
      subject: `${shop}: order #${number} was delivered`,
      text: `Your order #${number} was delivered. Thank you for shopping with us!`,
    },
    order_cancelled: {
      subject: `${shop}: order #${number} was cancelled`,
      text: `Your order #${number} was cancelled. Any payment (${formatKes(order.amountPaid)}) is refunded within 5-7 business days.`,
    },
  };
  const notice = notices[event];
  return notice && customerEmail
    ? [
        {
          to: customerEmail,
          kind: event,
          subject: notice.subject,
          text: `${notice.text}\n\n${summary}\n\nYour orders: ${base}/orders`,
        },
      ]
    : [];
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
        const mails = mailsFor(deps, row.eventType, loaded, to, customerWants);
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
