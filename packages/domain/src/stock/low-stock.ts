// When the owner's dashboard calls a size "low": most pieces are one of a kind, so by default only a
// size that is sold out or has 1 left; the owner sets the level (admin → Settings → Stock).

/** The low-stock section of the shop settings: a size with `at_most` pieces or fewer is low. */
export type LowStockSettings = { at_most: number };

export const DEFAULT_LOW_STOCK_SETTINGS: LowStockSettings = { at_most: 1 };

/** The highest level the owner may set (a shop's sizes rarely hold more). */
export const LOW_STOCK_MAX = 100;
