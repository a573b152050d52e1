import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, productToValues, type ProductFormValues } from './product-form-values';
import { expectPlaced } from '../expect-placed';
import { SAVED } from './sample-product';
import {
  changePayload,
  createPayload,
  isDirty,
  rebase,
  placeProductProblem,
  withName,
  withSlug,
} from './product-save';

const form = (patch: Partial<ProductFormValues>): ProductFormValues => ({ ...EMPTY_PRODUCT, ...patch });

describe('creating a product', () => {
  it('sends every field; the slug only when the owner typed one', () => {
    const result = createPayload(withName(form({ price: '1200', stock: '1' }), 'Linen Shirt'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).not.toHaveProperty('slug');
    expect(result.payload).not.toHaveProperty('variants');
    expect(result.payload).toMatchObject({ name: 'Linen Shirt', price: 1200, stock: 1, is_active: true });
    const typed = createPayload(withSlug(form({ name: 'Linen Shirt', price: '1200' }), 'linen-1'));
    expect(typed.ok && typed.payload.slug).toBe('linen-1');
  });

  it('sends the sizes instead of the stock when there are sizes', () => {
    const result = createPayload(
      form({
        name: 'Boots',
        price: '5000',
        stock: '9',
        variants: [{ key: 'a', id: null, size: '40', color: '', sku: '', stock: '1', seen: null, price: '' }],
      }),
    );
    expect(result.ok && result.payload).toMatchObject({
      variants: [{ size: '40', color: null, sku: null, stock: 1, price: null }],
    });
    expect(result.ok && result.payload).not.toHaveProperty('stock');
  });

  it('refuses a form with problems', () => {
    expect(createPayload(form({}))).toEqual({
      ok: false,
      errors: { name: 'Please enter a name', price: 'Please enter a price' },
    });
  });
});

describe('changing a product', () => {
  const initial = productToValues(SAVED);

  it('sends only the fields that changed', () => {
    expect(changePayload(initial, initial)).toEqual({ ok: true, payload: {} });
    const edited = { ...initial, price: '2,200', featured: false, images: [...initial.images].reverse() };
    expect(changePayload(initial, edited)).toEqual({
      ok: true,
      payload: { price: 2200, images: [...SAVED.images].reverse(), featured: false },
    });
  });

  it('sends all sizes, with their ids and the counts the form loaded, when one changed; never the stock with sizes', () => {
    const edited = {
      ...initial,
      stock: '50',
      variants: [{ ...initial.variants[0]!, stock: '4' }, initial.variants[1]!],
    };
    const result = changePayload(initial, edited);
    expect(result).toEqual({
      ok: true,
      payload: {
        variants: [
          { ...SAVED.variants[0], stock: 4, stock_seen: 1 },
          { ...SAVED.variants[1], stock_seen: 2 },
        ],
      },
    });
  });

  it('sends the stock of a product without sizes only when the owner changed it', () => {
    const plain = { ...initial, variants: [] };
    // Taking the sizes away keeps the pieces on sale unless the owner says otherwise.
    expect(changePayload(initial, plain)).toEqual({ ok: true, payload: { variants: [] } });
    expect(changePayload(plain, { ...plain, name: 'Jacket' })).toEqual({
      ok: true,
      payload: { name: 'Jacket' },
    });
    expect(changePayload(plain, { ...plain, stock: '0' })).toEqual({ ok: true, payload: { stock: 0 } });
  });

  it('stops only for problems in what is sent', () => {
    const legacy = { ...initial, slug: 'Old Slug' };
    expect(changePayload(legacy, { ...legacy, price: '2600' })).toEqual({
      ok: true,
      payload: { price: 2600 },
    });
    expect(changePayload(legacy, { ...legacy, price: '0' })).toEqual({
      ok: false,
      errors: { price: 'Must be above 0' },
    });
    const noEnd = { ...initial, early_access_only: false, early_access_until: '' };
    expect(changePayload(noEnd, { ...noEnd, early_access_only: true })).toEqual({
      ok: false,
      errors: { early_access_until: 'Please say when early access ends and the product goes public' },
    });
  });

  it('sends a new end of early access with its Nairobi offset', () => {
    const result = changePayload(initial, { ...initial, early_access_until: '2026-12-24T18:00' });
    expect(result).toEqual({ ok: true, payload: { early_access_until: '2026-12-24T18:00:00+03:00' } });
  });
});

describe('the slug box', () => {
  it('follows the name until the owner types, and again when emptied', () => {
    let values = withName(form({}), 'Red Scarf');
    expect(values).toMatchObject({ slug: 'red-scarf', slug_edited: false });
    values = withSlug(values, 'scarf-red');
    values = withName(values, 'Red Wool Scarf');
    expect(values).toMatchObject({ slug: 'scarf-red', slug_edited: true });
    values = withSlug(values, ' ');
    expect(values).toMatchObject({ slug: 'red-wool-scarf', slug_edited: false });
  });
});

describe('the form while the product changes elsewhere', () => {
  it("takes the server's new values for untouched fields and keeps the owner's edits", () => {
    const before = productToValues(SAVED);
    const after = productToValues({ ...SAVED, is_active: false, price: 2400 });
    const editing = { ...before, name: 'Denim Jacket (L)', price: '2300' };
    expect(isDirty(before, editing)).toBe(true);
    expect(isDirty(before, before)).toBe(false);
    const next = rebase(before, after, editing);
    expect(next).toMatchObject({ name: 'Denim Jacket (L)', price: '2300', is_active: false });
  });
});

describe('server messages', () => {
  it('go next to the field or the cell they name', () => {
    expectPlaced(placeProductProblem, [
      ['price', 'Must be above 0', 'price'],
      ['variants.2.sku', 'Two sizes have the same SKU', 'variants.2.sku'],
      ['images.3', 'Please give an address', 'images'],
      ['fabric_details.1.closeupImage', 'Please give an address', 'fabric_details.1.closeupImage'],
    ]);
    // A size that is not the product's is said by its row number.
    expect(
      placeProductProblem('variants.0.id', 'This size does not belong to this product', 'invalid_input'),
    ).toEqual({
      field: 'variants',
      message: 'Row 1: This size does not belong to this product',
    });
  });

  it('put a taken slug or SKU by its field', () => {
    expectPlaced(placeProductProblem, [
      ['', 'Another product already uses this slug. Please choose another one.', 'slug', 'slug_taken'],
      ['', 'Another product already has this SKU.', 'sku', 'sku_taken'],
      ['', 'A size’s SKU is already used by another product.', 'variants', 'variant_sku_taken'],
      ['', 'That value is already taken.', null, 'taken'],
      ['', 'Something went wrong', null, 'internal'],
      ['popularity', 'nope', null],
    ]);
  });
});
