// Payment links the owner sends for sales made in WhatsApp or Instagram (manual orders) and to shoppers
// whose M-Pesa payment did not go through. The owner names pieces, sizes and a phone; the server prices
// them and the shopper pays the link through the normal checkout.
import { PAYMENT_LINK_MAX_LINES, PAYMENT_LINK_TOKEN_PATTERN, BAG_LINE_MAX } from '@shop/domain/rules';
import { z } from 'zod';
import { textInput } from './text';

const text = (max: number, what: string) =>
  textInput().trim().max(max, `${what}: at most ${max} characters`).nullish();

/** POST /api/admin/payment-links — a manual order's link. */
export const createPaymentLinkInput = z.object({
  phone: textInput().trim().min(1, 'Enter the customer’s phone number.').max(30),
  customer_name: text(100, 'Name'),
  note: text(300, 'Note'),
  discount_code: text(40, 'Discount code'),
  items: z
    .array(
      z.object({
        product_id: z.uuid('must be a product id'),
        size: z.string().trim().max(40).nullish(),
        quantity: z.number().int().min(1).max(BAG_LINE_MAX),
      }),
    )
    .min(1, 'Add at least one piece.')
    .max(PAYMENT_LINK_MAX_LINES, `At most ${PAYMENT_LINK_MAX_LINES} pieces in one link.`),
});
export type CreatePaymentLinkInput = z.infer<typeof createPaymentLinkInput>;

/** GET /api/admin/payment-links?show= */
export const paymentLinksQuery = z.object({
  show: z.enum(['open', 'all']).default('all'),
});

export const paymentLinkIdParam = z.object({ id: z.uuid('must be a payment link id') });
export const paymentLinkTokenParam = z.object({
  token: z.string().regex(PAYMENT_LINK_TOKEN_PATTERN, 'must be a payment link'),
});
