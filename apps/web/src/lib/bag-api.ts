// The bag's calls to the server, shared by the bag and the checkout: the quote (the bag priced by the
// server) and the discount check. Only ids, sizes and quantities matter to the server; the shown price
// and name are sent so it can say what changed. A guest's device id travels as x-guest-id (spec §6),
// for once-per-customer codes.
import { parseAppliedDiscount, type AppliedDiscount, type Bag } from '@shop/domain/rules';
import { readJson, type Api } from './api-client';
import { guestHeaders } from './guest-id';

/** What the server is told about the bag's lines. */
export function linesForServer(bag: Pick<Bag, 'items' | 'bundles'>) {
  return {
    items: bag.items.map(({ product, quantity, selectedSize }) => ({
      product: { id: product.id, price: product.price, name: product.name },
      quantity,
      selectedSize,
    })),
    bundles: bag.bundles.map(({ bundle, quantity, selectedSizes }) => ({
      bundle: { id: bundle.id, price: bundle.price, name: bundle.name },
      quantity,
      selectedSizes: { ...selectedSizes },
    })),
  };
}

export type ServerLines = ReturnType<typeof linesForServer>;

export async function fetchBagQuote(api: Api, lines: ServerLines) {
  return readJson(await (await api()).bag.quote.$post({ json: lines }));
}

export type BagQuote = Awaited<ReturnType<typeof fetchBagQuote>>;

export async function validateDiscountCode(api: Api, code: string, lines: ServerLines) {
  const client = await api();
  return readJson(
    await client.discounts.validate.$post({ json: { code, bag: lines } }, { headers: guestHeaders() }),
  );
}

export type DiscountAnswer = Awaited<ReturnType<typeof validateDiscountCode>>;

/** The applied code the bag keeps, from an accepting answer. */
export function appliedFrom(answer: DiscountAnswer): AppliedDiscount | null {
  return parseAppliedDiscount({
    code: answer.code,
    type: answer.discount_type,
    value: answer.discount_value,
    description: answer.description,
    discount_id: answer.discount_id,
    source: answer.source,
    discount_scope: answer.discount_scope,
    max_discount_amount: answer.max_discount_amount,
    eligible_categories: answer.eligible_categories,
    eligible_product_ids: answer.eligible_product_ids,
    expiresAt: answer.expires_at,
  });
}
