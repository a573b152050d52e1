// Paying a link is the normal checkout with the link's token: the checkout accepts only the link's own
// pieces (in any order) and the link's discount code, and only while the link is open; the order it
// becomes marks the link paid (place-order.workflow).
import {
  PAYMENT_LINK_CHANGED_MESSAGE,
  PAYMENT_LINK_CLOSED_MESSAGES,
  PAYMENT_LINK_NOT_FOUND_MESSAGE,
  paymentLinkStatus,
  sameLinkLines,
} from '@shop/domain/rules';
import type { CheckoutQuoteInput } from '@shop/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { linkLinesOf } from './link-pricing.service';
import { findLinkByToken } from './payment-links.repo';

/**
 * The checkout input a link allows, and the link's id; the input itself when it names no link.
 * A closed link answers 410 with the shopper's words, other pieces 409.
 */
export async function checkoutInputForLink<T extends CheckoutQuoteInput>(
  db: Db,
  input: T,
  now: Date,
): Promise<{ input: T; paymentLinkId: string | null }> {
  if (!input.payment_link) return { input, paymentLinkId: null };
  const link = await findLinkByToken(db, input.payment_link);
  if (!link) throw new HttpError(404, 'payment_link_not_found', PAYMENT_LINK_NOT_FOUND_MESSAGE);
  const status = paymentLinkStatus(link, now);
  if (status !== 'open')
    throw new HttpError(410, `payment_link_${status}`, PAYMENT_LINK_CLOSED_MESSAGES[status]);
  if (!sameLinkLines(linkLinesOf(link.lines), linkLinesOf(input.bag)))
    throw new HttpError(409, 'payment_link_changed', PAYMENT_LINK_CHANGED_MESSAGE);
  return { input: { ...input, discount_code: link.discountCode }, paymentLinkId: link.id };
}
