// What sells together (the owner's bundle ideas): how often two pieces are in the same paid order, and
// the lift — how much more often than if the two sold independently of each other.

export type PairCounts = {
  /** Orders holding both pieces. */
  together: number;
  /** Orders holding the first piece, and the second. */
  aOrders: number;
  bOrders: number;
  /** Every counted order. */
  totalOrders: number;
};

/**
 * together × total ÷ (a × b), with two decimals: 1 is "as often as by chance", 2 "twice as often".
 * 0 when any count is missing.
 */
export function lift({ together, aOrders, bOrders, totalOrders }: PairCounts): number {
  if (!(together > 0 && aOrders > 0 && bOrders > 0 && totalOrders > 0)) return 0;
  return Math.round(((together * totalOrders) / (aOrders * bOrders)) * 100) / 100;
}

/** Pairs sold together at least this often are listed (once could be chance). */
export const SELLS_TOGETHER_MIN_ORDERS = 2;
