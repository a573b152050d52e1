// The failed-payment records the owner works through: payments the shop could not turn into an order
// (or that did not pay their checkout), listed open or resolved, and closed with how it was resolved.
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import type { ViewerUser } from '../accounts/accounts.service';
import { listFailedOrders, resolveFailedOrder } from './orders-admin.repo';

type Deps = Pick<AppDeps, 'database'>;

export async function failedOrderList(deps: Deps, open: boolean) {
  const rows = await listFailedOrders(deps.database.db, open);
  return {
    failed_orders: rows.map(({ record: f, orderId }) => ({
      id: f.id,
      order_id: orderId,
      payment_ref: f.paymentRef,
      provider_transaction_id: f.providerTransactionId,
      phone: f.phone,
      amount: f.amount,
      currency: f.currency,
      method: f.method,
      error: f.error,
      // 'refused': money that did not pay its checkout (to refund); 'not_recorded': an order to write.
      kind: f.kind,
      items: f.items,
      resolved_at: f.resolvedAt?.toISOString() ?? null,
      resolved_by: f.resolvedBy,
      resolution: f.resolution,
      created_at: f.createdAt.toISOString(),
    })),
  };
}

export async function resolveFailed(deps: Deps, admin: ViewerUser, id: string, resolution: string) {
  const row = await resolveFailedOrder(deps.database.db, id, admin.email, resolution);
  if (!row) throw new HttpError(404, 'not_found', 'No open failed-order record with this id.');
  return { id: row.id, resolved_at: row.resolvedAt?.toISOString() ?? null };
}
