// The size is the unit of stock: every product has one count per size, and a product without sizes
// has one count under the empty size. A "piece key" names one such count across products.

/** Pieces on sale by size; a product without sizes has the one key `NO_SIZE`. */
export type SizeStock = Readonly<Record<string, number>>;

export const NO_SIZE = '';

/** The one count a bag line draws on: its product and size (none for products without sizes). */
export function pieceKey(productId: string, size: string | null | undefined): string {
  return JSON.stringify([productId, size ?? NO_SIZE]);
}

/** Whole pieces, never negative, whatever the input. */
export function wholePieces(value: number | undefined): number {
  return value === undefined || !Number.isFinite(value) ? 0 : Math.max(0, Math.floor(value));
}

/** Whether a product's counts are by size (otherwise it has only the `NO_SIZE` count). */
export function hasSizes(stock: SizeStock): boolean {
  return Object.keys(stock).some((size) => size !== NO_SIZE);
}

/** The sizes that can still be bought, in the order given. */
export function sizesInStock(sizes: readonly string[], stock: SizeStock): string[] {
  return sizes.filter((size) => wholePieces(stock[size]) > 0);
}

/** A piece as a shopper reads it: 'Penny Loafers (size 42)', or the name alone without a size. */
export function pieceName(name: string, size: string | null | undefined): string {
  return size ? `${name} (size ${size})` : name;
}
