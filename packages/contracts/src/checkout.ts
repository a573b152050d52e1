// What a browser may send to check out: the bag's lines, a code, a payment method, a phone and a
// delivery option. Prices, totals, fees and anything else it adds are dropped here (PROMISES PAY-3,
// AC-4): the server prices everything itself.
import {
  DELIVERY_OPTIONS,
  PAYMENT_LINK_TOKEN_PATTERN,
  PAYMENT_METHODS,
  TX_REF_INPUT_PATTERN,
} from '@shop/domain/rules';
import { z } from 'zod';
import { bagInput } from './bag';

const deliveryOption = z.enum(DELIVERY_OPTIONS as readonly ['standard', 'same_day']).default('standard');

export const checkoutQuoteInput = z.object({
  bag: bagInput,
  discount_code: z.string().trim().max(40).nullish(),
  delivery_option: deliveryOption,
  // Paying an owner's payment link (/checkout?link=…): the bag must be the link's pieces.
  payment_link: z.string().trim().regex(PAYMENT_LINK_TOKEN_PATTERN, 'must be a payment link').nullish(),
});

export const checkoutInput = checkoutQuoteInput.extend({
  payment_method: z.enum(PAYMENT_METHODS).default('mpesa'),
  phone: z.string().trim().max(30).nullish(),
  // The recent-purchase toast may name the buyer only when they ticked the box (off unless sent).
  show_in_recent_purchases: z.boolean().default(false),
});

export type CheckoutQuoteInput = z.infer<typeof checkoutQuoteInput>;
export type CheckoutInput = z.infer<typeof checkoutInput>;

const txRef = z.string().trim().regex(TX_REF_INPUT_PATTERN, 'must be a payment reference');

export const confirmInput = z.object({
  tx_ref: txRef,
  // The provider's transaction id as the modal or the callback page reported it.
  transaction_id: z
    .union([
      z
        .string()
        .trim()
        .regex(/^[0-9A-Za-z_-]{1,64}$/),
      z.number().int().positive(),
    ])
    .transform(String)
    .nullish(),
});

export const txRefParam = z.object({ txRef });
