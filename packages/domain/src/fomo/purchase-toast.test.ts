import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areaOf,
  buyerLabel,
  firstNameOf,
  minutesSince,
  purchaseToastText,
  swipeDismisses,
  toastAllowedOn,
} from './purchase-toast';

describe('areaOf', () => {
  it('finds a known neighbourhood in an address and never shows the rest of it', () => {
    expect(areaOf('Apt 4B, Argwings Kodhek Rd, kilimani')).toBe('Kilimani');
    expect(areaOf('House 12, South   C, off Mombasa Road')).toBe('South C');
    expect(areaOf('Near Karen Hardy, Karen')).toBe('Karen');
    expect(areaOf('Westlands, then Parklands')).toBe('Westlands');
  });

  it('says Nairobi when the address names no area it knows, or there is none yet', () => {
    expect(areaOf('Plot 55, Moi Avenue')).toBe('Nairobi');
    expect(areaOf('Karenina Court')).toBe('Nairobi');
    expect(areaOf(null)).toBe('Nairobi');
    expect(areaOf('')).toBe('Nairobi');
  });
});

describe('buyer names', () => {
  it('keeps the first word of a name, tidied', () => {
    expect(firstNameOf('  amina WANJIRU ')).toBe('Amina');
    expect(firstNameOf("N'gendo")).toBe("N'gendo");
    expect(firstNameOf('0712345678')).toBeNull();
    expect(firstNameOf('<b>x</b>')).toBeNull();
    expect(firstNameOf('')).toBeNull();
  });

  it('names the buyer only with consent', () => {
    expect(buyerLabel(false, 'Amina Wanjiru')).toBe('Someone');
    expect(buyerLabel(true, 'Amina Wanjiru', 'Other')).toBe('Amina');
    expect(buyerLabel(true, null, 'brian otieno')).toBe('Brian');
    expect(buyerLabel(true, null, '1234')).toBe('Someone');
  });

  it('never shows more than one word of any name (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (name, consent) => {
        const label = buyerLabel(consent, name);
        expect(label).not.toMatch(/\s/);
        if (!consent) expect(label).toBe('Someone');
      }),
    );
  });
});

describe('the toast text', () => {
  it('reads as the brief says', () => {
    expect(purchaseToastText({ name: 'Amina', area: 'Kilimani', product: 'Denim Jacket', minutes: 5 })).toBe(
      'Amina in Kilimani bought Denim Jacket · 5 min ago',
    );
  });

  it('counts whole minutes, never below 0', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(minutesSince(at, new Date('2026-01-01T10:04:59Z'))).toBe(4);
    expect(minutesSince(at.toISOString(), at.getTime() - 5_000)).toBe(0);
    expect(minutesSince('nonsense', Date.now())).toBe(0);
  });
});

describe('swipeDismisses', () => {
  it('dismisses past half the width, either way', () => {
    expect(swipeDismisses(161, 320)).toBe(true);
    expect(swipeDismisses(-161, 320)).toBe(true);
    expect(swipeDismisses(160, 320)).toBe(false);
    expect(swipeDismisses(10, 0)).toBe(false);
  });

  it('is exactly the half-width rule (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: 1, max: 2000 }), (dx, width) => {
        expect(swipeDismisses(dx, width)).toBe(Math.abs(dx) * 2 > width);
      }),
    );
  });
});

describe('toastAllowedOn', () => {
  it('keeps the toast off the admin, checkout and payment pages', () => {
    for (const path of [
      '/admin',
      '/admin/fomo',
      '/upload',
      '/checkout',
      '/payment-callback',
      '/delivery-details',
    ])
      expect(toastAllowedOn(path), path).toBe(false);
    for (const path of ['/', '/products/x', '/bundles', '/administrator-notes', '/faq'])
      expect(toastAllowedOn(path), path).toBe(true);
  });
});
