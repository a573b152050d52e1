import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../orders/notifications';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time';
import {
  alertBatchDue,
  alertLines,
  isNewlyPublic,
  productChanges,
  wishlistReminderDue,
  type CurrentPiece,
  type PendingChange,
} from './alerts';

const ALL_ON = { ...DEFAULT_NOTIFICATION_PREFERENCES };

describe('productChanges', () => {
  it('a lower price is a price drop; the same or a higher one is not', () => {
    const stock = { M: 1 };
    expect(productChanges({ price: 3000, stock }, { price: 2500, stock })).toEqual([
      { kind: 'price_drop', oldPrice: 3000, newPrice: 2500 },
    ]);
    expect(productChanges({ price: 3000, stock }, { price: 3000, stock })).toEqual([]);
    expect(productChanges({ price: 3000, stock }, { price: 3500, stock })).toEqual([]);
  });

  it('a size from 0 to more is back in stock; one that had pieces, or stays at 0, is not', () => {
    const changes = productChanges(
      { price: 1, stock: { S: 0, M: 2, L: 0 } },
      { price: 1, stock: { S: 3, M: 5, L: 0 } },
    );
    expect(changes).toEqual([{ kind: 'back_in_stock', size: 'S' }]);
    // A product without sizes keeps its count under ''.
    expect(productChanges({ price: 1, stock: { '': 0 } }, { price: 1, stock: { '': 1 } })).toEqual([
      { kind: 'back_in_stock', size: '' },
    ]);
  });

  it('a new size counts as back only when the piece was sold out in every size', () => {
    expect(productChanges({ price: 1, stock: { S: 0 } }, { price: 1, stock: { S: 0, M: 1 } })).toEqual([
      { kind: 'back_in_stock', size: 'M' },
    ]);
    expect(productChanges({ price: 1, stock: { S: 1 } }, { price: 1, stock: { S: 1, M: 1 } })).toEqual([]);
  });

  it('property: a price drop is reported exactly when the price went down, with both prices', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (a, b) => {
        const drops = productChanges({ price: a, stock: {} }, { price: b, stock: {} });
        expect(drops).toEqual(b < a ? [{ kind: 'price_drop', oldPrice: a, newPrice: b }] : []);
      }),
    );
  });

  it('property: every size reported back has pieces now and had none before', () => {
    const stock = fc.dictionary(fc.constantFrom('', 'S', 'M', 'L', '42'), fc.nat({ max: 3 }));
    fc.assert(
      fc.property(stock, stock, (before, after) => {
        for (const change of productChanges({ price: 1, stock: before }, { price: 1, stock: after })) {
          if (change.kind !== 'back_in_stock') continue;
          expect(after[change.size]).toBeGreaterThan(0);
          expect(before[change.size] ?? 0).toBe(0);
        }
      }),
    );
  });
});

describe('alertLines', () => {
  const piece = (price: number, stock: Record<string, number>): CurrentPiece => ({
    name: 'Kitenge Dress',
    slug: 'kitenge-dress',
    price,
    stock,
  });
  const drop = (id: string, oldPrice: number, newPrice: number): PendingChange => ({
    id,
    productId: 'p',
    change: { kind: 'price_drop', oldPrice, newPrice },
  });
  const back = (id: string, size: string): PendingChange => ({
    id,
    productId: 'p',
    change: { kind: 'back_in_stock', size },
  });

  it('two drops of one piece read as one line from the highest old price to today', () => {
    const pieces = new Map([['p', piece(2000, { M: 1 })]]);
    const out = alertLines([drop('a', 3000, 2500), drop('b', 2500, 2000)], pieces, ALL_ON);
    expect(out.lines).toEqual([
      {
        kind: 'price_drop',
        productId: 'p',
        name: 'Kitenge Dress',
        slug: 'kitenge-dress',
        oldPrice: 3000,
        newPrice: 2000,
      },
    ]);
    expect(out.sent).toEqual(['a', 'b']);
    expect(out.closed).toEqual([]);
  });

  it('closes changes no longer true: price back up, size sold out again, piece gone', () => {
    const pieces = new Map<string, CurrentPiece>([['p', piece(3000, { M: 0, L: 1 })]]);
    const out = alertLines([drop('a', 3000, 2500), back('b', 'M'), back('c', 'L')], pieces, ALL_ON);
    expect(out.closed).toEqual(['a', 'b']);
    expect(out.lines).toEqual([
      { kind: 'back_in_stock', productId: 'p', name: 'Kitenge Dress', slug: 'kitenge-dress', sizes: ['L'] },
    ]);
    const gone = alertLines([drop('a', 3000, 2500)], new Map([['p', null]]), ALL_ON);
    expect(gone).toEqual({ lines: [], sent: [], closed: ['a'] });
  });

  it('closes a price drop of a piece sold out in every size', () => {
    const out = alertLines([drop('a', 3000, 2500)], new Map([['p', piece(2500, { M: 0 })]]), ALL_ON);
    expect(out.closed).toEqual(['a']);
  });

  it('honours price_drops and back_in_stock: a switched-off kind is closed, not sent', () => {
    const pieces = new Map([['p', piece(2000, { M: 1 })]]);
    const pending = [drop('a', 3000, 2000), back('b', 'M')];
    const noDrops = alertLines(pending, pieces, { ...ALL_ON, price_drops: false });
    expect(noDrops.sent).toEqual(['b']);
    expect(noDrops.closed).toEqual(['a']);
    const noBacks = alertLines(pending, pieces, { ...ALL_ON, back_in_stock: false });
    expect(noBacks.sent).toEqual(['a']);
    expect(noBacks.closed).toEqual(['b']);
  });

  it('property: every pending change is either sent or closed, never both', () => {
    const change = fc.oneof(
      fc.record({
        kind: fc.constant('price_drop' as const),
        oldPrice: fc.integer({ min: 1, max: 9 }),
        newPrice: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({ kind: fc.constant('back_in_stock' as const), size: fc.constantFrom('', 'S', 'M') }),
    );
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 8 }),
        fc.integer({ min: 1, max: 9 }),
        fc.dictionary(fc.constantFrom('', 'S', 'M'), fc.nat({ max: 2 })),
        fc.boolean(),
        fc.boolean(),
        (changes, price, stock, drops, backs) => {
          const pending = changes.map((c, i) => ({ id: String(i), productId: 'p', change: c }));
          const prefs = { ...ALL_ON, price_drops: drops, back_in_stock: backs };
          const out = alertLines(pending, new Map([['p', piece(price, stock)]]), prefs);
          expect([...out.sent, ...out.closed].sort()).toEqual(pending.map((p) => p.id).sort());
          expect(out.lines.length).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

describe('when batches, reminders and new-drop notices may go', () => {
  const t0 = Date.parse('2025-06-01T08:00:00Z');

  it('an alert batch waits the gathering time after its first change', () => {
    expect(alertBatchDue(t0, null, t0 + 9 * MINUTE_MS)).toBe(false);
    expect(alertBatchDue(t0, null, t0 + 10 * MINUTE_MS)).toBe(true);
  });

  it('property: never two batches within an hour', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 * HOUR_MS }), fc.nat({ max: 3 * HOUR_MS }), (sinceLast, waited) => {
        const now = t0 + 5 * HOUR_MS;
        const due = alertBatchDue(now - waited, now - sinceLast, now);
        expect(due).toBe(sinceLast >= HOUR_MS && waited >= 10 * MINUTE_MS);
      }),
    );
  });

  it('a reminder goes once a week at most', () => {
    expect(wishlistReminderDue(null, t0)).toBe(true);
    expect(wishlistReminderDue(t0, t0 + 7 * DAY_MS - 1)).toBe(false);
    expect(wishlistReminderDue(t0, t0 + 7 * DAY_MS)).toBe(true);
  });

  it('a drop is news for a day after it goes public, not before', () => {
    expect(isNewlyPublic(t0, t0 - 1)).toBe(false);
    expect(isNewlyPublic(t0, t0)).toBe(true);
    expect(isNewlyPublic(t0, t0 + DAY_MS - 1)).toBe(true);
    expect(isNewlyPublic(t0, t0 + DAY_MS)).toBe(false);
  });
});
