import { describe, expect, it } from 'vitest';
import { categoryAnchor, groupFaqs } from './group-faqs';

const faq = (id: string, category: string) => ({ id, category, question: `Q${id}`, answer: `A${id}` });

describe('groupFaqs', () => {
  it('keeps the groups in first-appearance order and the questions in their order', () => {
    const groups = groupFaqs([
      faq('1', 'Delivery'),
      faq('2', 'Payment'),
      faq('3', 'Delivery'),
      faq('4', 'Returns'),
      faq('5', 'Payment'),
    ]);
    expect(groups.map((g) => [g.category, g.faqs.map((f) => f.id)])).toEqual([
      ['Delivery', ['1', '3']],
      ['Payment', ['2', '5']],
      ['Returns', ['4']],
    ]);
  });

  it('gives no groups for no FAQs', () => {
    expect(groupFaqs([])).toEqual([]);
  });
});

describe('categoryAnchor', () => {
  it('makes a readable anchor', () => {
    expect(categoryAnchor('Orders & Payment')).toBe('orders-payment');
    expect(categoryAnchor('  Sizes, Fit ')).toBe('sizes-fit');
    expect(categoryAnchor('***')).toBe('general');
  });
});
