// Orders written straight into the tables for the analytics property tests: each with the checkout
// it was paid through, as the real checkout leaves them. The suites generate the figures; this writes
// them the one way every suite needs.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { checkouts } from '../features/checkout/checkout.tables';
import { orders } from '../features/orders/orders.tables';

type OrderRow = typeof orders.$inferInsert;

export type GeneratedOrder = {
  /** The account, or null for a guest. */
  userId: string | null;
  /** The M-Pesa number, or null for a card payment. */
  phone: string | null;
  total: number;
  /** Part of `total`. */
  deliveryFee: number;
  status: OrderRow['status'];
  refundStatus: OrderRow['refundStatus'];
  refunded: number;
  createdAt: Date;
  deliveryInfo: OrderRow['deliveryInfo'];
  userName?: string | null;
  userEmail?: string | null;
};

/** Replaces every order (and checkout) with `list`. */
export async function replaceOrders(db: Db, list: readonly GeneratedOrder[]): Promise<void> {
  await db.delete(orders);
  await db.delete(checkouts);
  if (list.length === 0) return;
  const made = await db
    .insert(checkouts)
    .values(
      list.map((o) => ({
        txRef: `TNT-TEST-${randomUUID()}`,
        provider: 'sandbox',
        userId: o.userId,
        guestId: o.userId ? null : randomUUID(),
        phone: o.phone,
        paymentMethod: o.phone ? ('mpesa' as const) : ('card' as const),
        lines: { items: [], bundles: [] },
        held: { pieces: [], bundles: {} },
        subtotal: o.total - o.deliveryFee,
        deliveryOption: 'standard' as const,
        deliveryFee: o.deliveryFee,
        total: o.total,
        expiresAt: o.createdAt,
      })),
    )
    .returning({ id: checkouts.id, txRef: checkouts.txRef });
  await db.insert(orders).values(
    list.map((o, i) => ({
      userId: o.userId,
      phoneNumber: o.phone,
      totalAmount: o.total,
      status: o.status,
      paymentRef: made[i]!.txRef,
      providerTransactionId: made[i]!.txRef,
      paymentMethod: o.phone ? 'mpesa' : 'card',
      amountPaid: o.total,
      isGuest: o.userId === null,
      guestId: o.userId === null ? randomUUID() : null,
      checkoutId: made[i]!.id,
      deliveryInfo: o.deliveryInfo,
      userName: o.userName ?? null,
      userEmail: o.userEmail ?? null,
      subtotal: o.total - o.deliveryFee,
      deliveryOption: 'standard',
      deliveryFee: o.deliveryFee,
      refundStatus: o.refundStatus,
      refundedAmount: o.refunded,
      createdAt: o.createdAt,
    })),
  );
}
