// The product list's quick edit: the price and the pieces on sale (per size, or the one count of a
// product without sizes), read from what the owner typed into what PUT takes. Sizes go with the count
// the dialog loaded (stock_seen) so the server moves each by the owner's change, and a piece sold
// while the dialog was open stays sold (docs/decisions/0006). Only what changed is sent.
import type { AdminProduct, ProductChangePayload } from '../api/products-api';

export type QuickEditValues = { price: string; stock: string; sizes: Record<string, string> };
export type QuickEditErrors = Partial<Record<'price' | 'stock' | `size:${string}`, string>>;

const WHOLE = /^\d+$/;
const MAX_PIECES = 100_000;
const MAX_PRICE = 10_000_000;

export const quickEditStart = (product: AdminProduct): QuickEditValues => ({
  price: String(product.price),
  stock: String(product.stock),
  sizes: Object.fromEntries(product.variants.map((v) => [v.id, String(v.stock)])),
});

function pieces(text: string): number | string {
  const t = text.trim();
  if (!WHOLE.test(t)) return 'Enter a whole number of pieces (0 or more)';
  const n = Number(t);
  return n > MAX_PIECES ? `At most ${MAX_PIECES.toLocaleString('en-US')} pieces` : n;
}

/** The change to send, or what to fix first; `null` change when nothing differs. */
export function quickEditPayload(
  product: AdminProduct,
  values: QuickEditValues,
): { ok: true; payload: ProductChangePayload | null } | { ok: false; errors: QuickEditErrors } {
  const errors: QuickEditErrors = {};
  const payload: ProductChangePayload = {};
  const price = values.price.replace(/[,\s]/g, '');
  if (!WHOLE.test(price) || Number(price) < 1)
    errors.price = 'Enter the price in whole shillings (1 or more)';
  else if (Number(price) > MAX_PRICE) errors.price = 'At most KES 10,000,000';
  else if (Number(price) !== product.price) payload.price = Number(price);

  if (product.variants.length > 0) {
    let changed = false;
    const variants = product.variants.map((v) => {
      const read = pieces(values.sizes[v.id] ?? String(v.stock));
      if (typeof read === 'string') {
        errors[`size:${v.id}`] = read;
        return null;
      }
      if (read !== v.stock) changed = true;
      return {
        id: v.id,
        sku: v.sku,
        size: v.size,
        color: v.color,
        price: v.price,
        stock: read,
        stock_seen: v.stock,
      };
    });
    if (changed && variants.every((v) => v !== null)) payload.variants = variants;
  } else {
    const read = pieces(values.stock);
    if (typeof read === 'string') errors.stock = read;
    else if (read !== product.stock) payload.stock = read;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: Object.keys(payload).length > 0 ? payload : null };
}
