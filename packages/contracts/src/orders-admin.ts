// What the owner's order screens may ask for: filters, paging, a fulfillment move, a cancellation.
import { FULFILLMENT_STATUSES, ORDER_STATUSES } from '@shop/domain/rules';
import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

export const adminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  fulfillment: z.enum(FULFILLMENT_STATUSES).optional(),
  kind: z.enum(['guest', 'customer']).optional(),
  refund: z.enum(['owed', 'refunded']).optional(),
  // Days in Nairobi time, both ends included.
  from: day.optional(),
  to: day.optional(),
  // A phone number, a payment reference, the start of an order id, a name or an e-mail.
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['newest', 'oldest', 'total-desc', 'total-asc']).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrderIdParam = z.object({ id: z.uuid('must be an order id') });
export const fulfillmentInput = z.object({ to: z.enum(FULFILLMENT_STATUSES) });
export const cancelInput = z.object({ reason: z.string().trim().min(1, 'Please give a reason').max(500) });
export const stepBackInput = z.object({
  reason: z.string().trim().min(1, 'Please say why the step is taken back').max(500),
});
export const resolveInput = z.object({
  resolution: z.string().trim().min(1, 'Please say how it was resolved').max(500),
});

/** GET /api/admin/failed-orders?open= — the ones still to resolve (default), or the resolved ones. */
export const failedOrdersQuery = z.object({ open: z.enum(['true', 'false']).default('true') });
