// Turning credited orders into the figures the creator and the owner see, by the domain's rules:
// an order that was cancelled no longer counts; a refund shrinks its revenue and commission.
import { commissionFor, conversionPercent, creatorBalance, keptRevenue } from '@shop/domain/rules';
import { shortOrderId } from '@shop/domain/rules';
import type { creditedOrders } from './creator-figures.repo';

export type CreditedRow = Awaited<ReturnType<typeof creditedOrders>>[number];

export function orderView(row: CreditedRow) {
  const commission = commissionFor(row);
  return {
    order_id: row.orderId,
    short_id: shortOrderId(row.orderId),
    source: row.source,
    revenue: keptRevenue(row),
    rate_percent: row.ratePercent,
    commission,
    state: row.cancelled
      ? ('reversed' as const)
      : row.refunded > 0
        ? ('partly_refunded' as const)
        : ('counted' as const),
    at: row.createdAt.toISOString(),
  };
}

/** Clicks, counted orders, revenue and commission of a set of credited orders. */
export function figures(rows: readonly CreditedRow[], clicks: number, paidOut: readonly number[] = []) {
  const counted = rows.filter((r) => !r.cancelled && keptRevenue(r) > 0);
  const commissions = rows.map((r) => commissionFor(r));
  const balance = creatorBalance(commissions, paidOut);
  return {
    clicks,
    orders: counted.length,
    revenue: rows.reduce((sum, r) => sum + keptRevenue(r), 0),
    conversion: conversionPercent(counted.length, clicks),
    commission: { earned: balance.earned, paid: balance.paid, pending: balance.pending },
  };
}
