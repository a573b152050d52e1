import { describe, it, expect } from 'vitest';
import {
  accessBadges,
  canBuyStock,
  discountBadgeText,
  isAlmostGone,
  showsCrossedOutPrice,
  stockBadge,
} from './badges';
import { bundlePreview, pushRecentlyViewed } from './browsing';

describe('stock badges', () => {
  it('follow the spec thresholds', () => {
    expect(stockBadge(6)).toEqual({ text: 'In Stock', tone: 'in-stock' });
    expect(stockBadge(5)).toEqual({ text: 'Only 5 left', tone: 'low' });
    expect(stockBadge(1, true)).toEqual({ text: '1 left', tone: 'low' });
    expect(stockBadge(0)).toEqual({ text: 'Out of Stock', tone: 'out' });
    expect(stockBadge(-2).text).toBe('Out of Stock');
    expect(stockBadge(null).text).toBe('Out of Stock');
  });

  it('almost gone at 5 or less while any is left; buying needs stock', () => {
    expect(isAlmostGone(5)).toBe(true);
    expect(isAlmostGone(6)).toBe(false);
    expect(isAlmostGone(0)).toBe(false);
    expect(canBuyStock(1)).toBe(true);
    expect(canBuyStock(0)).toBe(false);
    expect(canBuyStock(Number.NaN)).toBe(false);
  });
});

describe('price badges', () => {
  it('discount badge only above 0', () => {
    expect(discountBadgeText(20)).toBe('-20%');
    expect(discountBadgeText(0)).toBeNull();
    expect(discountBadgeText(null)).toBeNull();
    expect(discountBadgeText(Number.NaN)).toBeNull();
  });

  it('crossed-out price only when above the price and not compact', () => {
    expect(showsCrossedOutPrice({ price: 1000, original_price: 1500 })).toBe(true);
    expect(showsCrossedOutPrice({ price: 1000, original_price: 1500 }, true)).toBe(false);
    expect(showsCrossedOutPrice({ price: 1000, original_price: 1000 })).toBe(false);
    expect(showsCrossedOutPrice({ price: 1000, original_price: null })).toBe(false);
  });
});

describe('other badges', () => {
  it('access badges', () => {
    expect(accessBadges({ vip_only: true, early_access_only: true })).toEqual(['VIP ONLY', 'EARLY ACCESS']);
    expect(accessBadges({ tier_required: 'premium' })).toEqual(['PREMIUM']);
    expect(accessBadges({ tier_required: 'vip' })).toEqual(['VIP ONLY']);
    expect(accessBadges({})).toEqual([]);
  });
});

describe('browsing', () => {
  it('recently viewed keeps 10, newest first, no repeats', () => {
    let list: { id: string }[] = [];
    for (let i = 0; i < 12; i += 1) list = pushRecentlyViewed(list, { id: `p${i}` });
    list = pushRecentlyViewed(list, { id: 'p5' });
    expect(list).toHaveLength(10);
    expect(list[0]?.id).toBe('p5');
    expect(list.filter((p) => p.id === 'p5')).toHaveLength(1);
  });

  it('bundle popover shows 3 images and + n more', () => {
    expect(bundlePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
      images: ['a', 'b', 'c'],
      moreText: '+ 2 more',
    });
    expect(bundlePreview(['a'])).toEqual({ images: ['a'], moreText: null });
  });
});
