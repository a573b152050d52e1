import type { AccessProduct } from '../tiers';
import { ALMOST_GONE_THRESHOLD } from './constants';

const IN_STOCK_TEXT = 'In Stock';
const OUT_OF_STOCK_TEXT = 'Out of Stock';
export const ALMOST_GONE_TEXT = 'Almost gone!';
const VIP_ONLY_BADGE = 'VIP ONLY';
const EARLY_ACCESS_BADGE = 'EARLY ACCESS';
const PREMIUM_BADGE = 'PREMIUM';

export type StockTone = 'in-stock' | 'low' | 'out';
interface StockBadge {
  text: string;
  tone: StockTone;
}

function units(stock: number | null | undefined): number {
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : 0;
}

/** Stock badge: 'In Stock' above 5, 'Only N left' (compact '{n} left') for 1–5, 'Out of Stock' at 0. */
export function stockBadge(stock: number | null | undefined, compact = false): StockBadge {
  const n = units(stock);
  if (n === 0) return { text: OUT_OF_STOCK_TEXT, tone: 'out' };
  if (n <= ALMOST_GONE_THRESHOLD) return { text: compact ? `${n} left` : `Only ${n} left`, tone: 'low' };
  return { text: IN_STOCK_TEXT, tone: 'in-stock' };
}

/** 'Almost gone!' shows at stock 5 or less while any is left. */
export function isAlmostGone(stock: number | null | undefined): boolean {
  const n = units(stock);
  return n > 0 && n <= ALMOST_GONE_THRESHOLD;
}

/** Add to Bag and Buy Now are enabled only while stock is above 0. */
export function canBuyStock(stock: number | null | undefined): boolean {
  return units(stock) > 0;
}

/** The discount badge text ('-20%'), shown only when discount_percentage is above 0. */
export function discountBadgeText(discountPercentage: number | null | undefined): string | null {
  if (
    typeof discountPercentage !== 'number' ||
    !Number.isFinite(discountPercentage) ||
    discountPercentage <= 0
  ) {
    return null;
  }
  return `-${Math.round(discountPercentage)}%`;
}

/** The original price is crossed out only when it is above the price, and never on compact cards. */
export function showsCrossedOutPrice(
  product: { price: number; original_price?: number | null },
  compact = false,
): boolean {
  const original = product.original_price;
  return !compact && typeof original === 'number' && Number.isFinite(original) && original > product.price;
}

/** Access badges on a card: 'VIP ONLY', 'EARLY ACCESS', 'PREMIUM'. */
export function accessBadges(product: AccessProduct): string[] {
  const badges: string[] = [];
  if (product.vip_only === true || product.tier_required === 'vip') badges.push(VIP_ONLY_BADGE);
  if (product.early_access_only === true) badges.push(EARLY_ACCESS_BADGE);
  if (product.tier_required === 'premium') badges.push(PREMIUM_BADGE);
  return badges;
}
