// The shopper's side of a payment link (/checkout?link=…): the pieces priced now, or why the link can no
// longer be paid. The owner's note and the link's history are never part of it.
import {
  formatPhoneForDisplay,
  PAYMENT_LINK_CLOSED_MESSAGES,
  PAYMENT_LINK_NOT_FOUND_MESSAGE,
  paymentLinkStatus,
} from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { priceLinkLines } from './link-pricing.service';
import { findLinkByToken } from './payment-links.repo';
import { subtotalOf } from './payment-links.service';

type Deps = Pick<AppDeps, 'database'>;

/** What the shopper's payment-link page (/checkout?link=…) shows: the pieces priced now, or why the link is closed. */
export async function publicPaymentLink(deps: Deps, token: string, now = new Date()) {
  const row = await findLinkByToken(deps.database.db, token);
  if (!row) throw new HttpError(404, 'not_found', PAYMENT_LINK_NOT_FOUND_MESSAGE);
  const status = paymentLinkStatus(row, now);
  const firstName = row.customerName?.trim().split(/\s+/)[0] ?? null;
  if (status !== 'open')
    return { status, message: PAYMENT_LINK_CLOSED_MESSAGES[status], first_name: firstName };
  const priced = await priceLinkLines(deps, row.lines, now);
  return {
    status,
    message: null,
    first_name: firstName,
    phone: formatPhoneForDisplay(row.phone),
    discount_code: row.discountCode,
    expires_at: row.expiresAt.toISOString(),
    // The lines the checkout sends back with the token (names and prices only tell what changed).
    lines: {
      items: priced.lines.items.map((l) => ({
        product: { id: l.product.id, price: l.product.price, name: l.product.name ?? '' },
        quantity: l.quantity,
        selectedSize: l.selectedSize ?? null,
      })),
      bundles: priced.lines.bundles.map((l) => ({
        bundle: { id: l.bundle.id, price: l.bundle.price, name: l.bundle.name ?? '' },
        quantity: l.quantity,
        selectedSizes: l.selectedSizes ?? {},
      })),
    },
    pieces: priced.lines.items
      .map((l) => {
        const product = priced.catalogue.products.get(l.product.id);
        return {
          key: `${l.product.id}|${l.selectedSize ?? ''}`,
          name: l.product.name ?? '',
          size: l.selectedSize ?? null,
          quantity: l.quantity,
          unit_price: l.product.price,
          image: product?.images[0] ?? null,
        };
      })
      .concat(
        priced.lines.bundles.map((l) => ({
          key: `bundle|${l.bundle.id}`,
          name: l.bundle.name ?? '',
          size: null,
          quantity: l.quantity,
          unit_price: l.bundle.price,
          image: priced.catalogue.bundles.get(l.bundle.id)?.images[0] ?? null,
        })),
      ),
    subtotal: subtotalOf(priced.lines),
    // Pieces that sold or left the shop since the link was made: the link cannot be paid as it is.
    problems: priced.changes.map((c) => c.message),
  };
}
