// Reading and writing payment links. Marking one paid happens inside the order's transaction.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { checkouts } from '../checkout/checkout.tables';
import { paymentLinks, type PaymentLinkRow } from './payment-links.tables';

export type NewPaymentLink = typeof paymentLinks.$inferInsert;

export async function insertPaymentLink(db: Db, values: NewPaymentLink): Promise<PaymentLinkRow> {
  const [row] = await db.insert(paymentLinks).values(values).returning();
  return row!;
}

export async function findLinkByToken(db: Db, token: string): Promise<PaymentLinkRow | null> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.token, token));
  return row ?? null;
}

export async function findLinkById(db: Db, id: string): Promise<PaymentLinkRow | null> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row ?? null;
}

/** The newest links first; `openOnly`: neither paid nor cancelled nor past their time. */
export async function listPaymentLinks(db: Db, openOnly: boolean, now: Date, limit = 100) {
  return db
    .select()
    .from(paymentLinks)
    .where(
      openOnly
        ? and(isNull(paymentLinks.orderId), isNull(paymentLinks.cancelledAt), gt(paymentLinks.expiresAt, now))
        : undefined,
    )
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id))
    .limit(limit);
}

/** Cancels a link nobody has paid; answers the row, or null when it was paid or cancelled already. */
export async function cancelPaymentLink(db: Db, id: string, now: Date) {
  const [row] = await db
    .update(paymentLinks)
    .set({ cancelledAt: now })
    .where(and(eq(paymentLinks.id, id), isNull(paymentLinks.orderId), isNull(paymentLinks.cancelledAt)))
    .returning();
  return row ?? null;
}

/**
 * The link a checkout paid becomes this order's (the first order only: two shoppers paying one link
 * at once both get their orders, and the link names the first).
 */
export async function markLinkPaid(db: Db, linkId: string, orderId: string, now: Date) {
  await db
    .update(paymentLinks)
    .set({ orderId, paidAt: now })
    .where(and(eq(paymentLinks.id, linkId), isNull(paymentLinks.orderId)));
}

/** The checkout a call-back link is made from: its phone, name and pieces, if it ended unpaid. */
export async function unfinishedCheckoutForLink(db: Db, id: string) {
  const [row] = await db
    .select({
      id: checkouts.id,
      status: checkouts.status,
      phone: checkouts.phone,
      customerName: checkouts.customerName,
      lines: checkouts.lines,
      discountCode: checkouts.discountCode,
    })
    .from(checkouts)
    .where(eq(checkouts.id, id));
  return row && ['failed', 'cancelled', 'expired'].includes(row.status) ? row : null;
}
