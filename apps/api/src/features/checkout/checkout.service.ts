// Opening a checkout: the bag priced from the database for this shopper (access rules, stock, sizes),
// the discount checked on those prices, delivery added, then — in one transaction — the stock held,
// the code's use held and the checkout written with a tx_ref only the server makes. No provider is
// called here, and nothing stays locked once the transaction ends (PROMISES INV-5).
import { randomBytes } from 'node:crypto';
import {
  buildTxRef,
  checkKenyanPhone,
  checkoutAmounts,
  CURRENCY,
  isBagEmpty,
  normaliseDiscountCode,
  quoteBag,
  stockDemand,
  bundleLineKey,
  itemKeyOf,
  pieceKey,
  type Bag,
  type BagChange,
  type CheckoutAmounts,
  type Viewer,
} from '@shop/domain/rules';
import {
  CHECKOUT_CHANGED_MESSAGE,
  CHECKOUT_EMPTY_BAG_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  DISCOUNT_CHANGED_MESSAGE,
  GUEST_PHONE_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  soldOutAtCheckoutMessage,
} from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { bagFromInput, catalogueForBag, type SizeRowIndex } from '../bag/bag.service';
import {
  findDiscountWithUse,
  holdDiscountUse,
  lockDiscountWithUse,
  type DiscountRow,
} from '../discounts/discounts.repo';
import { checkStoredCode, customerKeys } from '../discounts/discounts.service';
import { checkoutInputForLink } from '../payment-links/link-checkout.service';
import { deliverySettings } from '../settings/settings.service';
import { takeStock, type ShortOf } from '../stock/stock.service';
import { claimVisitor, rememberPress } from './checkout-guards.service';
import { insertCheckout } from './checkout.repo';
import { checkoutView, modalSettings } from './checkout-views';
import type { CheckoutLines, HeldStock } from './checkout.tables';
import type { CheckoutInput, CheckoutQuoteInput } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database' | 'config' | 'payments' | 'logger'>;

/** Who checks out: a signed-in customer (with name and e-mail) or a guest known by the device's id. */
export type Buyer = {
  userId: string | null;
  guestId: string | null;
  viewer: Viewer;
  name: string | null;
  email: string | null;
};

type Priced = { bag: Bag; amounts: CheckoutAmounts; discount: DiscountRow | null; rows: SizeRowIndex };

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const randomBase32 = (length: number) =>
  Array.from(randomBytes(length), (byte) => BASE32[byte % 32]).join('');

/** The bag, discount and delivery priced by the server, refusing anything that changed under the shopper. */
async function priceCheckout(
  deps: Deps,
  buyer: Buyer,
  input: CheckoutQuoteInput,
  now: Date,
): Promise<Priced> {
  const requested = bagFromInput(input.bag);
  const catalogue = await catalogueForBag(deps, buyer.viewer, requested, now);
  const { bag, changes } = quoteBag(requested, catalogue);
  if (isBagEmpty(requested)) throw new HttpError(400, 'empty_bag', CHECKOUT_EMPTY_BAG_MESSAGE);
  // A drop piece before the shopper's window is refused whatever the page showed, with its opening.
  const early = changes.find((c) => c.kind === 'not_open_yet');
  if (early) throw new HttpError(403, 'not_open_yet', early.message);
  // A piece that just sold is said plainly (the loser of a last-piece race reads which one).
  const sold = changes.find((c) => c.kind === 'sold_out');
  if (sold) throw new HttpError(409, 'sold_out', soldOutLine(requested, sold));
  // Gone, fewer left or a new price: the shopper sees the corrected bag before paying.
  if (changes.length > 0) throw new HttpError(409, 'bag_changed', CHECKOUT_CHANGED_MESSAGE);

  let discount: DiscountRow | null = null;
  if (input.discount_code) {
    const entry = normaliseDiscountCode(input.discount_code);
    if (!entry.ok) throw new HttpError(409, 'discount_invalid', DISCOUNT_INVALID_MESSAGE);
    discount = await findDiscountWithUse(deps.database.db, entry.code, buyer);
    const check = checkStoredCode(discount, bag, customerKeys(buyer), now);
    if (!check.ok) throw new HttpError(409, 'discount_invalid', check.message || DISCOUNT_CHANGED_MESSAGE);
  }
  // The owner's fees (the server's copy, never the page's): a save shows at once on this process.
  const priced = checkoutAmounts(bag, discount, input.delivery_option, now, await deliverySettings(deps));
  if (!priced.ok) throw new HttpError(400, 'delivery_unavailable', priced.error);
  return { bag, amounts: priced.amounts, discount, rows: catalogue.rows };
}

/** The checkout's amounts without opening it: what the checkout screen shows before Pay. */
export async function quoteCheckout(deps: Deps, buyer: Buyer, request: CheckoutQuoteInput, now = new Date()) {
  const { input } = await checkoutInputForLink(deps.database.db, request, now);
  const { amounts, discount } = await priceCheckout(deps, buyer, input, now);
  return { ...amounts, discountCode: discount?.code ?? null, currency: CURRENCY };
}

function snapshot(bag: Bag): CheckoutLines {
  return {
    items: bag.items.map((l) => ({
      product_id: l.product.id,
      name: l.product.name,
      image: l.product.images[0] ?? null,
      size: l.selectedSize,
      quantity: l.quantity,
      unit_price: l.product.price,
    })),
    bundles: bag.bundles.map((l) => ({
      bundle_id: l.bundle.id,
      name: l.bundle.name,
      image: l.bundle.featured_image ?? l.bundle.images[0] ?? null,
      quantity: l.quantity,
      unit_price: l.bundle.price,
      components: l.bundle.products.map((c) => ({
        product_id: c.product.id,
        name: c.product.name,
        quantity: c.quantity,
        size: l.selectedSizes[c.product.id] ?? null,
      })),
    })),
  };
}

/** 'Sorry, {name} (size {size}) just sold out' for the line the quote found sold out. */
function soldOutLine(bag: Bag, change: BagChange): string {
  if (change.line === 'bundle') {
    const line = bag.bundles.find((l) => bundleLineKey(l) === change.key);
    return soldOutAtCheckoutMessage(line?.bundle.name ?? '');
  }
  const line = bag.items.find((l) => itemKeyOf(l) === change.key);
  return soldOutAtCheckoutMessage(line?.product.name ?? '', line?.selectedSize ?? null);
}

/**
 * The stock a bag takes: every piece by its size row (singles and bundle pieces summed), and bundles
 * that count their own. A piece whose size row is missing was refused by the quote already.
 */
function heldStock(bag: Bag, rows: SizeRowIndex): HeldStock {
  const demand = stockDemand(bag);
  const tracked = new Set(bag.bundles.filter((l) => l.bundle.track_inventory).map((l) => l.bundle.id));
  const pieces = Object.entries(demand.pieces).map(([key, quantity]) => {
    const row = rows.get(key);
    if (!row) throw new HttpError(409, 'bag_changed', CHECKOUT_CHANGED_MESSAGE);
    return { variant_id: row.variantId, product_id: row.productId, quantity };
  });
  return {
    pieces,
    bundles: Object.fromEntries(Object.entries(demand.bundles).filter(([id]) => tracked.has(id))),
  };
}

/** The piece that ran short when the stock was taken, as the shopper reads it. */
function shortLine(bag: Bag, rows: SizeRowIndex, short: ShortOf): string {
  if (short.kind === 'bundle')
    return soldOutAtCheckoutMessage(bag.bundles.find((l) => l.bundle.id === short.id)?.bundle.name ?? '');
  const key = [...rows.entries()].find(([, row]) => row.variantId === short.variantId)?.[0];
  const item = bag.items.find((l) => pieceKey(l.product.id, l.selectedSize) === key);
  if (item) return soldOutAtCheckoutMessage(item.product.name, item.selectedSize);
  // A bundle piece: the shopper bought the bundle, so the bundle is named.
  const bundle = bag.bundles.find((l) => l.bundle.products.some((c) => c.product.id === short.productId));
  return soldOutAtCheckoutMessage(bundle?.bundle.name ?? '');
}

/**
 * Opens a checkout and holds its stock; answers it with the settings the payment modal opens with,
 * and whether it is the checkout an earlier try of the same Pay press (same Idempotency-Key) opened.
 */
export async function openCheckout(
  deps: Deps,
  buyer: Buyer,
  request: CheckoutInput,
  now = new Date(),
  idempotencyKey: string | null = null,
) {
  // A payment link's checkout: its own pieces and code only, while it is open.
  const { input, paymentLinkId } = await checkoutInputForLink(deps.database.db, request, now);
  if (!buyer.userId && !buyer.guestId)
    throw new HttpError(400, 'missing_guest_id', 'Please reload the page and try checking out again.');
  let phone: string | null = null;
  if (input.phone) {
    const check = checkKenyanPhone(input.phone);
    if (!check.ok) throw new HttpError(400, 'invalid_phone', check.error);
    phone = check.phone;
  } else if (input.payment_method === 'mpesa') {
    throw new HttpError(400, 'invalid_phone', PHONE_INVALID_MESSAGE);
  } else if (!buyer.userId) {
    // A guest finds their order later by this number.
    throw new HttpError(400, 'phone_required', GUEST_PHONE_REQUIRED_MESSAGE);
  }

  const txRef = buildTxRef(now.getTime(), randomBase32(20));
  const expiresAt = new Date(now.getTime() + deps.config.CHECKOUT_HOLD_MINUTES * 60_000);

  const opened = await deps.database.db.transaction(async (tx) => {
    // One open checkout per visitor: a racing twin of this press answers its checkout; otherwise the
    // visitor's previous hold goes back first (and comes back if this one fails), see checkout-guards.
    const twin = await claimVisitor(tx, buyer, idempotencyKey, now);
    if (twin) return { checkout: twin, replayed: true };
    // Priced in the transaction, so pieces the previous hold just gave back are on the shelf.
    const { bag, amounts, discount, rows } = await priceCheckout(
      { ...deps, database: { ...deps.database, db: tx } },
      buyer,
      input,
      now,
    );
    const held = heldStock(bag, rows);
    const short = await takeStock(tx, held, now);
    if (short) throw new HttpError(409, 'sold_out', shortLine(bag, rows, short));
    if (discount) {
      // Counted again under the code's lock: two checkouts cannot both take its last use (DSC-1).
      const locked = await lockDiscountWithUse(tx, discount.id, { ...buyer, phone });
      const check = checkStoredCode(locked, bag, customerKeys(buyer), now);
      if (!check.ok) throw new HttpError(409, 'discount_invalid', check.message);
    }
    const row = await insertCheckout(tx, {
      txRef,
      provider: deps.payments.name,
      userId: buyer.userId,
      guestId: buyer.userId ? null : buyer.guestId,
      paymentMethod: input.payment_method,
      phone,
      customerName: buyer.name,
      customerEmail: buyer.email,
      lines: snapshot(bag),
      held,
      subtotal: amounts.subtotal,
      discountId: discount?.id ?? null,
      discountCode: discount?.code ?? null,
      discountAmount: amounts.discount,
      deliveryOption: amounts.deliveryOption,
      deliveryFee: amounts.deliveryFee,
      total: amounts.total,
      showInRecentPurchases: input.show_in_recent_purchases,
      paymentLinkId,
      expiresAt,
    });
    if (discount)
      await holdDiscountUse(tx, {
        discountCodeId: discount.id,
        checkoutId: row.id,
        userId: buyer.userId,
        guestId: buyer.userId ? null : buyer.guestId,
        phone,
        amount: amounts.discount,
      });
    await rememberPress(tx, buyer, idempotencyKey, row.id);
    return { checkout: row, replayed: false };
  });
  const { checkout, replayed } = opened;
  return { checkout: checkoutView(checkout), payment: await modalSettings(deps, checkout), replayed };
}
