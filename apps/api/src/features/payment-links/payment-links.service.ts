// Payment links: the owner makes one for a manual order (pieces and a phone) or from a checkout that did
// not go through, and sends it by SMS or WhatsApp; the shopper opens /checkout?link=… and pays it through
// the normal checkout, which holds the stock and verifies the payment. The server decides the pieces,
// their prices and the link's state; the shopper's browser only carries the token.
import { randomBytes } from 'node:crypto';
import {
  checkKenyanPhone,
  formatPhoneForDisplay,
  paymentLinkExpiry,
  paymentLinkMessage,
  paymentLinkStatus,
  PAYMENT_LINK_STATUS_LABELS,
  shortOrderId,
  whatsappLink,
  type LinkPiece,
} from '@shop/domain/rules';
import type { BagInput, CreatePaymentLinkInput } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import type { ViewerUser } from '../accounts/accounts.service';
import type { CheckoutLines } from '../checkout/checkout.tables';
import { shopIdentity } from '../settings/settings.service';
import { smsSenderFor } from '../sms/sms.service';
import { priceLinkLines, refuseUnsellable } from './link-pricing.service';
import {
  cancelPaymentLink,
  findLinkById,
  insertPaymentLink,
  listPaymentLinks,
  unfinishedCheckoutForLink,
} from './payment-links.repo';
import type { PaymentLinkRow } from './payment-links.tables';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

export const PAYMENT_LINK_MISSING = 'No payment link with this id.';

const newToken = () => randomBytes(24).toString('base64url');

/** Where links point: the shop's public address, else the address the owner is using. */
export const linkUrl = (origin: string, token: string) =>
  `${origin.replace(/\/$/, '')}/checkout?link=${token}`;

const piecesOf = (lines: BagInput): LinkPiece[] => [
  ...lines.items.map((l) => ({
    name: l.product.name ?? '',
    size: l.selectedSize ?? null,
    quantity: l.quantity,
  })),
  ...lines.bundles.map((l) => ({ name: l.bundle.name ?? '', size: null, quantity: l.quantity })),
];

export const subtotalOf = (lines: BagInput) =>
  lines.items.reduce((sum, l) => sum + l.product.price * l.quantity, 0) +
  lines.bundles.reduce((sum, l) => sum + l.bundle.price * l.quantity, 0);

/** What the owner sees of a link: its state, pieces, and the message ready to send. */
export function adminLinkView(shopName: string, row: PaymentLinkRow, origin: string, now = new Date()) {
  const url = linkUrl(origin, row.token);
  const status = paymentLinkStatus(row, now);
  const pieces = piecesOf(row.lines);
  const subtotal = subtotalOf(row.lines);
  const message = paymentLinkMessage({
    shopName,
    customerName: row.customerName,
    pieces,
    subtotal,
    url,
    expiresAt: row.expiresAt,
    callBack: row.source === 'call_back',
  });
  return {
    id: row.id,
    url,
    source: row.source,
    status,
    status_label: PAYMENT_LINK_STATUS_LABELS[status],
    phone: formatPhoneForDisplay(row.phone),
    customer_name: row.customerName,
    note: row.note,
    discount_code: row.discountCode,
    pieces,
    subtotal,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    order_id: row.orderId,
    order_short_id: row.orderId ? shortOrderId(row.orderId) : null,
    message,
    whatsapp_url: whatsappLink(row.phone, message),
  };
}

export type AdminPaymentLink = ReturnType<typeof adminLinkView>;

function customerPhone(input: string): string {
  const check = checkKenyanPhone(input);
  if (!check.ok) throw new HttpError(400, 'invalid_phone', check.error);
  return check.phone;
}

/** The owner's manual order: the pieces priced and checked now, then the link made. */
export async function createManualLink(
  deps: Deps,
  admin: ViewerUser,
  input: CreatePaymentLinkInput,
  origin: string,
  now = new Date(),
) {
  const phone = customerPhone(input.phone);
  const requested: BagInput = {
    items: input.items.map((i) => ({
      product: { id: i.product_id, price: 0 },
      selectedSize: i.size || null,
      quantity: i.quantity,
    })),
    bundles: [],
  };
  const priced = await priceLinkLines(deps, requested, now);
  for (const line of priced.lines.items) {
    const product = priced.catalogue.products.get(line.product.id);
    if (!product)
      throw new HttpError(400, 'unknown_product', 'One of the pieces is not in the shop any more.');
    if (product.sizes.length > 0 && !product.sizes.includes(line.selectedSize ?? ''))
      throw new HttpError(400, 'size_required', `Choose a size of ${product.name}.`);
  }
  refuseUnsellable(priced);
  const row = await insertPaymentLink(deps.database.db, {
    token: newToken(),
    source: 'manual',
    phone,
    customerName: input.customer_name || null,
    note: input.note || null,
    lines: priced.lines,
    discountCode: input.discount_code ? input.discount_code.toUpperCase() : null,
    createdBy: admin.id,
    createdAt: now,
    expiresAt: paymentLinkExpiry(now),
  });
  deps.logger.info({ linkId: row.id, adminId: admin.id }, 'payment link made for a manual order');
  return adminLinkView((await shopIdentity(deps)).name, row, origin, now);
}

/** A checkout's pieces as the lines a link holds. */
function linesOfCheckout(lines: CheckoutLines): BagInput {
  return {
    items: lines.items.map((l) => ({
      product: { id: l.product_id, price: l.unit_price, name: l.name },
      selectedSize: l.size,
      quantity: l.quantity,
    })),
    bundles: lines.bundles.map((l) => ({
      bundle: { id: l.bundle_id, price: l.unit_price, name: l.name },
      quantity: l.quantity,
      selectedSizes: Object.fromEntries(
        l.components.flatMap((c) => (c.size ? [[c.product_id, c.size]] : [])),
      ),
    })),
  };
}

/** A fresh link for a checkout that ended without an order, to send with the call-back message. */
export async function createCallBackLink(
  deps: Deps,
  admin: ViewerUser,
  checkoutId: string,
  origin: string,
  now = new Date(),
) {
  const checkout = await unfinishedCheckoutForLink(deps.database.db, checkoutId);
  if (!checkout) throw new HttpError(404, 'not_found', 'No unfinished checkout with this id.');
  if (!checkout.phone)
    throw new HttpError(409, 'no_phone', 'This checkout has no phone number to send a link to.');
  const priced = await priceLinkLines(deps, linesOfCheckout(checkout.lines), now);
  refuseUnsellable(priced);
  const row = await insertPaymentLink(deps.database.db, {
    token: newToken(),
    source: 'call_back',
    phone: checkout.phone,
    customerName: checkout.customerName,
    lines: priced.lines,
    discountCode: checkout.discountCode,
    fromCheckoutId: checkout.id,
    createdBy: admin.id,
    createdAt: now,
    expiresAt: paymentLinkExpiry(now),
  });
  deps.logger.info({ linkId: row.id, checkoutId, adminId: admin.id }, 'payment link made for a call-back');
  return adminLinkView((await shopIdentity(deps)).name, row, origin, now);
}

export async function paymentLinkList(deps: Deps, openOnly: boolean, origin: string, now = new Date()) {
  const rows = await listPaymentLinks(deps.database.db, openOnly, now);
  const { name } = await shopIdentity(deps);
  return { links: rows.map((row) => adminLinkView(name, row, origin, now)) };
}

export async function cancelLink(
  deps: Deps,
  admin: ViewerUser,
  id: string,
  origin: string,
  now = new Date(),
) {
  const row = await cancelPaymentLink(deps.database.db, id, now);
  if (!row) {
    const existing = await findLinkById(deps.database.db, id);
    if (!existing) throw new HttpError(404, 'not_found', PAYMENT_LINK_MISSING);
    throw new HttpError(409, 'not_open', 'This link was paid or cancelled already.');
  }
  deps.logger.info({ linkId: id, adminId: admin.id }, 'payment link cancelled');
  return adminLinkView((await shopIdentity(deps)).name, row, origin, now);
}

/** Sends the link's message by SMS to its phone (the outbox, or the SMS provider when configured). */
export async function sendLinkSms(
  deps: Deps,
  admin: ViewerUser,
  id: string,
  origin: string,
  now = new Date(),
) {
  const row = await findLinkById(deps.database.db, id);
  if (!row) throw new HttpError(404, 'not_found', PAYMENT_LINK_MISSING);
  const view = adminLinkView((await shopIdentity(deps)).name, row, origin, now);
  if (view.status !== 'open')
    throw new HttpError(409, 'not_open', `This link is ${view.status}: it cannot be sent.`);
  try {
    await smsSenderFor(deps).send(row.phone, view.message);
  } catch (err) {
    deps.logger.warn({ err, linkId: id }, 'payment link SMS not sent');
    throw new HttpError(
      502,
      'sms_failed',
      'The SMS could not be sent. Please try again or send it on WhatsApp.',
    );
  }
  deps.logger.info({ linkId: id, adminId: admin.id }, 'payment link sent by SMS');
  return { sent: true, to: view.phone };
}
