// The owner's refunds and returns. A refund is any amount up to what is left of the payment; the order
// row is locked while it is checked and written, so two refunds at the same moment queue and cannot
// together pass what was paid (the orders_refunded_amount CHECK is the last line of defence). Marking a
// cancelled order's owed refund as paid records the rest of the payment as its last refund. A return
// names the lines that came back: their pieces go back to the sizes they were sold from, in the same
// transaction as the return record, and a line never comes back more often than it was bought.
import { applyRefund, canRecordReturn, checkReturn, formatKes, type RefundStatus } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import type { ViewerUser } from '../accounts/accounts.service';
import { recomputeStanding } from '../accounts/customer-standing.service';
import type { HeldPiece, HeldStock } from '../checkout/checkout.tables';
import { restockReturned } from '../stock/stock.service';
import { adminOrderView } from './orders-admin.service';
import { insertOrderEvent, type OrderRow } from './orders-admin.repo';
import {
  addRefunded,
  bundleTracksStock,
  insertRefund,
  insertReturn,
  lockOrder,
  orderLines,
  returnedByLine,
  sizeRowExists,
  sizeRowOf,
} from './returns.repo';
import type { RefundInput, ReturnInput } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database'>;

const NOT_FOUND = 'No such order.';

async function lockedOrder(tx: Db, id: string) {
  const order = await lockOrder(tx, id);
  if (!order) throw new HttpError(404, 'not_found', NOT_FOUND);
  return order;
}

/** Records one refund on a locked order: the refund row, the order's totals and the history entry. */
async function refundLocked(tx: Db, admin: ViewerUser, order: OrderRow, amount: number, reason: string) {
  const result = applyRefund(
    {
      paid: order.amountPaid,
      refunded: order.refundedAmount,
      refundStatus: order.refundStatus as RefundStatus,
    },
    amount,
  );
  if (!result.ok) throw new HttpError(409, 'refund_refused', result.error);
  const refund = await insertRefund(tx, {
    orderId: order.id,
    amount,
    reason,
    actorId: admin.id,
    actorEmail: admin.email,
  });
  const updated = await addRefunded(tx, order.id, amount, result.refundStatus);
  await insertOrderEvent(tx, {
    orderId: order.id,
    kind: 'refund',
    toValue: String(amount),
    note: reason,
    actorId: admin.id,
    actorEmail: admin.email,
  });
  return { refund, updated };
}

/** A refund of part (or the rest) of what the customer paid. */
export async function refundOrder(deps: Deps, admin: ViewerUser, id: string, input: RefundInput) {
  return deps.database.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    const { updated } = await refundLocked(tx, admin, order, input.amount, input.reason);
    // What the customer spent counts less (or not at all once everything is back): the tier follows.
    if (order.userId) await recomputeStanding(tx, order.userId, new Date());
    return adminOrderView(updated);
  });
}

/**
 * The owed refund of a cancelled order (or of a payment that came after its piece sold) is paid: the
 * rest of the payment is recorded as its last refund and the order counts as refunded.
 */
export async function markOwedRefundPaid(deps: Deps, admin: ViewerUser, id: string) {
  return deps.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (order?.refundStatus !== 'owed')
      throw new HttpError(409, 'no_refund_owed', 'No refund is owed on this order.');
    const rest = order.amountPaid - order.refundedAmount;
    let updated = order;
    if (rest > 0)
      ({ updated } = await refundLocked(tx, admin, order, rest, order.refundReason ?? 'Refund owed'));
    if (updated.refundStatus !== 'refunded') updated = await addRefunded(tx, id, 0, 'refunded');
    await insertOrderEvent(tx, {
      orderId: id,
      kind: 'refunded',
      fromValue: 'owed',
      toValue: 'refunded',
      actorId: admin.id,
      actorEmail: admin.email,
    });
    if (updated.userId) await recomputeStanding(tx, updated.userId, new Date());
    return adminOrderView(updated);
  });
}

/** Where each returned piece goes back: its size row (and a bundle's own count when it keeps one). */
async function piecesToRestock(
  tx: Db,
  lines: Awaited<ReturnType<typeof orderLines>>,
  request: ReturnInput['lines'],
): Promise<HeldStock> {
  const pieces: HeldPiece[] = [];
  const bundles: Record<string, number> = {};
  const gone = (name: string, size: string | null) =>
    new HttpError(
      409,
      'size_gone',
      `${name}${size ? ` in size ${size}` : ''} is no longer listed: add the size back on the product first, then record the return.`,
    );
  for (const wanted of request) {
    const line = lines.find((l) => l.id === wanted.item_id)!;
    if (line.productId) {
      const variantId =
        line.variantId && (await sizeRowExists(tx, line.variantId))
          ? line.variantId
          : await sizeRowOf(tx, line.productId, line.size);
      if (!variantId) throw gone(line.name, line.size);
      pieces.push({ variant_id: variantId, product_id: line.productId, quantity: wanted.quantity });
    } else if (line.bundleId) {
      for (const part of line.components ?? []) {
        const variantId = await sizeRowOf(tx, part.product_id, part.size);
        if (!variantId) throw gone(part.name, part.size);
        pieces.push({
          variant_id: variantId,
          product_id: part.product_id,
          quantity: part.quantity * wanted.quantity,
        });
      }
      if (await bundleTracksStock(tx, line.bundleId))
        bundles[line.bundleId] = (bundles[line.bundleId] ?? 0) + wanted.quantity;
    }
  }
  return { pieces, bundles };
}

/** Pieces that came back: restocked to their sizes, recorded, and refunded in part when asked. */
export async function recordReturn(deps: Deps, admin: ViewerUser, id: string, input: ReturnInput) {
  return deps.database.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, id);
    if (!canRecordReturn(order.fulfillmentStatus))
      throw new HttpError(
        409,
        'not_shipped',
        'Pieces can come back only once the order has shipped. Cancel the order instead to put its pieces back on sale.',
      );
    const lines = await orderLines(tx, id);
    const before = await returnedByLine(tx, id);
    const check = checkReturn(
      lines.map((l) => ({ id: l.id, name: l.name, ordered: l.quantity, returned: before.get(l.id) ?? 0 })),
      input.lines,
    );
    if (!check.ok) throw new HttpError(409, 'return_refused', check.error);
    await restockReturned(tx, await piecesToRestock(tx, lines, input.lines), new Date());

    const note = input.note ?? null;
    const refund = input.refund_amount
      ? await refundLocked(
          tx,
          admin,
          order,
          input.refund_amount,
          note ? `Return: ${note}` : 'Return of pieces that came back',
        )
      : null;
    await insertReturn(
      tx,
      { orderId: id, note, refundId: refund?.refund.id ?? null, actorId: admin.id, actorEmail: admin.email },
      input.lines.map((l) => ({ orderItemId: l.item_id, quantity: l.quantity })),
    );
    const described = input.lines
      .map((l) => {
        const line = lines.find((x) => x.id === l.item_id)!;
        return `${l.quantity} × ${line.name}${line.size ? ` (size ${line.size})` : ''}`;
      })
      .join(', ');
    await insertOrderEvent(tx, {
      orderId: id,
      kind: 'returned',
      toValue: described,
      note:
        [note, refund ? `refunded ${formatKes(input.refund_amount!)}` : null].filter(Boolean).join(' · ') ||
        null,
      actorId: admin.id,
      actorEmail: admin.email,
    });
    if (refund && order.userId) await recomputeStanding(tx, order.userId, new Date());
    return adminOrderView(refund?.updated ?? order);
  });
}
