// What the owner's order screens may ask for: filters, paging, a fulfillment move, a cancellation.
import {
  checkDeliveryDetails,
  FULFILLMENT_STATUSES,
  ORDER_STATUSES,
  TRACKING_NOTE_MAX,
  TRACKING_NOTE_TOO_LONG_MESSAGE,
} from '@shop/domain/rules';
import { z } from 'zod';
import { textInput } from './text';

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

const wholeShillings = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be whole shillings`)
    .min(1, `${what} must be at least KES 1`)
    .max(10_000_000, `${what} is too large`);

/** POST /api/admin/orders/:id/refunds — part (or the rest) of the payment given back. */
export const refundInput = z.object({
  amount: wholeShillings('The refund'),
  reason: z.string().trim().min(1, 'Please give a reason for the refund').max(500),
});
export type RefundInput = z.infer<typeof refundInput>;

/** POST /api/admin/orders/:id/returns — the lines that came back, how many of each, maybe a refund. */
export const returnInput = z.object({
  lines: z
    .array(
      z.object({
        item_id: z.uuid('must be a line of the order'),
        quantity: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100),
      }),
    )
    .min(1, 'Choose at least one piece that came back')
    .max(100),
  note: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((v) => v || undefined),
  refund_amount: wholeShillings('The refund').optional(),
});
export type ReturnInput = z.infer<typeof returnInput>;

const orderIds = z.array(z.uuid('must be an order id')).min(1, 'Choose at least one order').max(100);

/** POST /api/admin/orders/bulk-ship — the chosen orders marked shipped, each by the single step's rules. */
export const bulkShipInput = z.object({ ids: orderIds });

/** GET /api/admin/orders/packing-slips?ids=a,b — the packing slips of the chosen orders. */
export const packingSlipsQuery = z.object({
  ids: z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(orderIds),
});

const box = (max: number) => textInput().max(max, `must be at most ${max} characters`);

/**
 * PUT /api/admin/orders/:id/delivery — the owner enters or corrects an order's delivery details. The
 * shopper's form rule (checkDeliveryDetails) gives every field's message, so both say the same.
 */
export const ownerDeliveryInput = z
  .object({ name: box(200), phone: box(40), location: box(1000) })
  .superRefine((value, ctx) => {
    const check = checkDeliveryDetails(value);
    if (check.ok) return;
    for (const [path, message] of Object.entries(check.errors))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });
export type OwnerDeliveryInput = z.infer<typeof ownerDeliveryInput>;

/** PUT /api/admin/orders/:id/tracking-note — the rider / tracking note; empty takes it away. */
export const trackingNoteInput = z.object({
  note: textInput()
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(TRACKING_NOTE_MAX, TRACKING_NOTE_TOO_LONG_MESSAGE)),
});
export type TrackingNoteInput = z.input<typeof trackingNoteInput>;
