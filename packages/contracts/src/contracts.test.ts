// The contracts give the same words wherever they are used: the server's 400 and the admin forms'
// messages come from these schemas.
import { describe, expect, it } from 'vitest';
import { discountInput, issuePath, pageTextInput, productCreateInput, textInput } from './index';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => `${issuePath(issue.path)}: ${issue.message}`);

describe('contracts', () => {
  it('name an issue by its dotted path', () => {
    expect(issuePath(['variants', 2, 'size'])).toBe('variants.2.size');
    expect(issuePath([])).toBe('');
  });

  it('say what is wrong with a product in the owner’s words, by field and by row', () => {
    const result = productCreateInput.safeParse({
      name: ' ',
      price: 10.5,
      variants: [{ size: 'M', stock: 1 }, { size: 'm', stock: -1 }, { stock: 1 }],
    });
    expect(messages(result)).toEqual([
      'name: Please enter a name',
      'price: Whole shillings only',
      'variants.1.stock: Cannot be below 0',
      'variants.1.size: This size is listed twice',
      'variants.2.size: Give each size a size',
    ]);
  });

  it('check a discount across its fields', () => {
    const result = discountInput.safeParse({
      code: 'summer-10',
      type: 'percentage',
      value: 150,
      starts_at: '2026-12-02T00:00:00+03:00',
      ends_at: '2026-12-01T00:00:00+03:00',
    });
    expect(messages(result)).toEqual([
      'value: A percentage is at most 100',
      'ends_at: The end must come after the start',
    ]);
    const ok = discountInput.parse({ code: 'summer-10', type: 'fixed', value: 500 });
    expect(ok).toMatchObject({
      code: 'SUMMER-10',
      discount_scope: 'order',
      is_active: true,
      min_order_amount: 0,
    });
  });

  it('trim text and refuse what the database cannot hold', () => {
    expect(pageTextInput.parse({ title: ' About ', body: ' Hello ' })).toEqual({
      title: 'About',
      body: 'Hello',
    });
    expect(messages(pageTextInput.safeParse({ title: '', body: '' }))).toEqual([
      'title: Please enter a title',
      'body: Please write the page’s text',
    ]);
    expect(messages(textInput().safeParse('a\u0000b'))).toEqual([': must not contain NUL characters']);
  });
});
