import { describe, expect, it } from 'vitest';
import { categoriesOf, groupByCategory, moveCategory, moveFaq, moveFaqTo } from './faq-order';

const faq = (id: string, category: string) => ({ id, category });
// The server's order may interleave categories (display_order set by hand); the page groups them.
const list = [
  faq('a', 'Payment'),
  faq('b', 'Delivery'),
  faq('c', 'Payment'),
  faq('d', 'Delivery'),
  faq('e', 'Sizes'),
];
const ids = (faqs: { id: string }[] | null) => faqs?.map((f) => f.id).join('') ?? null;

describe('FAQ order', () => {
  it('groups by category in the order the first question comes', () => {
    expect(groupByCategory(list).map((g) => [g.category, ids(g.faqs)])).toEqual([
      ['Payment', 'ac'],
      ['Delivery', 'bd'],
      ['Sizes', 'e'],
    ]);
    expect(categoriesOf(list)).toEqual(['Payment', 'Delivery', 'Sizes']);
  });

  it('moves a question up or down within its category, the categories kept together', () => {
    expect(ids(moveFaq(list, 'c', -1))).toBe('cabde');
    expect(ids(moveFaq(list, 'b', 1))).toBe('acdbe');
  });

  it('does nothing past the ends of a category', () => {
    expect(moveFaq(list, 'a', -1)).toBeNull();
    expect(moveFaq(list, 'c', 1)).toBeNull();
    expect(moveFaq(list, 'e', 1)).toBeNull();
    expect(moveFaq(list, 'zzz', 1)).toBeNull();
  });

  it('drops a dragged question before or after another of its category', () => {
    const payment = [faq('a', 'P'), faq('b', 'P'), faq('c', 'P'), faq('d', 'Q')];
    expect(ids(moveFaqTo(payment, 'c', 'a', 'before'))).toBe('cabd');
    expect(ids(moveFaqTo(payment, 'a', 'c', 'after'))).toBe('bcad');
    expect(ids(moveFaqTo(payment, 'a', 'b', 'before'))).toBeNull();
    expect(moveFaqTo(payment, 'a', 'a', 'after')).toBeNull();
    expect(moveFaqTo(payment, 'a', 'd', 'before')).toBeNull();
  });

  it('moves a whole category', () => {
    expect(ids(moveCategory(list, 'Delivery', -1))).toBe('bdace');
    expect(ids(moveCategory(list, 'Payment', 1))).toBe('bdace');
    expect(moveCategory(list, 'Payment', -1)).toBeNull();
    expect(moveCategory(list, 'Sizes', 1)).toBeNull();
  });
});
