// Sizes with their counts, read the same way by every size choice in the shop (the product's buttons,
// the wishlist's and the bag's lists): a sold-out size is shown, named as sold out, and never chosen.
import { sizesInStock, wholePieces } from '@shop/domain/rules';

export type SizeCounts = Readonly<Record<string, number>>;

/** Whether a size can be chosen; without counts (an older answer) every size can. */
export function sizeInStock(size: string, counts: SizeCounts | undefined): boolean {
  return !counts || sizesInStock([size], counts).length > 0;
}

/** What a screen reader hears for a size that cannot be chosen: '42, sold out'. */
export const soldOutSizeName = (size: string) => `${size}, sold out`;

/** The pieces a stored bag line of this size draws on: its size's count when the counts are known. */
export function piecesOfSize(
  size: string | null,
  counts: SizeCounts | undefined,
  total: number | null | undefined,
): number | null | undefined {
  return size !== null && counts ? wholePieces(counts[size]) : total;
}
