import { describe, expect, it } from 'vitest';
import {
  discountFromPrices,
  effectiveSlug,
  EMPTY_PRODUCT,
  productToValues,
  sizesTotal,
  type ProductFormValues,
  type VariantRow,
} from './product-form-values';
import { readProduct as readValues } from './product-form-schema';
import { SAVED, SAVED_FIELDS } from './sample-product';

const form = (patch: Partial<ProductFormValues>): ProductFormValues => ({ ...EMPTY_PRODUCT, ...patch });
const row = (patch: Partial<VariantRow>): VariantRow => ({
  key: 'k',
  id: null,
  size: '',
  color: '',
  sku: '',
  seen: null,
  stock: '1',
  price: '',
  ...patch,
});

describe('product form values', () => {
  it('reads a saved product into the form, early access in Nairobi time', () => {
    const values = productToValues(SAVED);
    expect(values).toMatchObject({
      name: 'Denim Jacket',
      slug: 'denim-jacket',
      slug_edited: true,
      price: '2500',
      original_price: '4000',
      discount_percentage: '38',
      early_access_until: '2026-12-01T09:30',
      tier_required: 'vip',
      drop_name: 'December Drop',
      stock: '3',
    });
    expect(
      values.variants.map(({ id, size, color, sku, stock, price }) => [id, size, color, sku, stock, price]),
    ).toEqual([
      ['aaaaaaaa-0000-4000-8000-000000000001', 'S', '', 'DJ-S', '1', ''],
      ['aaaaaaaa-0000-4000-8000-000000000002', 'M', 'Blue', '', '2', '2700'],
    ]);
    expect(values.fabric_details[0]).toMatchObject({ type: 'Denim', description: '100% cotton' });
  });

  it('turns the form back into what the server keeps', () => {
    const { payload, errors } = readValues(productToValues(SAVED));
    expect(errors).toEqual({});
    expect(payload).toEqual({
      ...SAVED_FIELDS,
      early_access_until: '2026-12-01T09:30:00+03:00',
      // Each saved size goes back with the count the form loaded, so the save moves it by the change.
      variants: SAVED.variants.map((v) => ({ ...v, stock_seen: v.stock })),
    });
    expect(new Date(payload.early_access_until!).toISOString()).toBe(SAVED.early_access_until);
  });

  it('reads amounts and empty boxes the way the owner means them', () => {
    const { payload, errors } = readValues(
      form({
        name: '  Kitenge Dress ',
        price: 'KES 1,500',
        original_price: '',
        discount_percentage: '',
        category: '  Dresses ',
        styles: [' Bohemian ', 'Bohemian', ''],
        drop_name: '  ',
        sku: '',
        video_url: ' ',
        stock: '2',
      }),
    );
    expect(errors).toEqual({});
    expect(payload).toMatchObject({
      name: 'Kitenge Dress',
      slug: 'kitenge-dress',
      price: 1500,
      original_price: null,
      discount_percentage: 0,
      category: 'dresses',
      styles: ['Bohemian'],
      drop_name: null,
      sku: null,
      video_url: null,
      early_access_until: null,
      tier_required: null,
      stock: 2,
      variants: [],
    });
    expect(readValues(form({ name: 'X', price: '10' })).payload.category).toBe('uncategorized');
  });

  it("says what is wrong next to each field, in the server's words", () => {
    const { errors } = readValues(
      form({
        slug: 'Bad Slug',
        slug_edited: true,
        price: '12.5',
        original_price: '-3',
        discount_percentage: '120',
        images: ['/uploads/images/ok.webp', 'javascript:alert(1)'],
        video_url: 'ftp://x',
        early_access_only: true,
        stock: '',
        fabric_details: [{ key: 'f', type: '', description: '', mainImage: '', closeupImage: 'nope' }],
      }),
    );
    expect(errors).toEqual({
      name: 'Please enter a name',
      slug: 'A slug has only letters, digits and single dashes',
      price: 'Whole shillings only',
      original_price: 'Must be above 0',
      discount_percentage: 'A percentage is at most 100',
      images: 'must be an uploaded file (/uploads/…) or a web address (https://…)',
      video_url: 'must be an uploaded file (/uploads/…) or a web address (https://…)',
      early_access_until: 'Please say when early access ends and the product goes public',
      stock: 'Please enter the pieces on sale',
      'fabric_details.0.type': 'Please name the fabric',
      'fabric_details.0.mainImage': 'Please give an address',
      'fabric_details.0.closeupImage': 'must be an uploaded file (/uploads/…) or a web address (https://…)',
    });
    expect(readValues(form({ name: 'x' })).errors).toEqual({ price: 'Please enter a price' });
  });

  it('checks the sizes as the server does; with sizes the stock box is not asked', () => {
    const { payload, errors } = readValues(
      form({
        name: 'Sneakers',
        price: '3000',
        stock: '',
        variants: [
          row({ size: '42', sku: 'SN-42', stock: '2' }),
          row({ size: '42', sku: 'sn-42', stock: '1' }),
          row({ size: '', color: '', stock: 'x' }),
          row({ size: '44', stock: '', price: '0' }),
        ],
      }),
    );
    expect(errors).toEqual({
      'variants.1.size': 'This size is listed twice',
      'variants.1.sku': 'Two sizes have the same SKU',
      'variants.2.size': 'Give each size a size',
      'variants.2.stock': 'Please enter a number',
      'variants.3.stock': 'Please enter the pieces',
      'variants.3.price': 'Must be above 0',
    });
    expect(payload.variants?.[0]).toEqual({ sku: 'SN-42', size: '42', color: null, stock: 2, price: null });
  });

  it('makes the slug from the name until the owner types one', () => {
    expect(effectiveSlug({ name: 'Denim & Co', slug: '', slug_edited: false })).toBe('denim-and-co');
    expect(effectiveSlug({ name: '  ', slug: '', slug_edited: false })).toBe('');
    expect(effectiveSlug({ name: 'Denim', slug: ' My-Jacket ', slug_edited: true })).toBe('my-jacket');
  });

  it('works out the discount from the prices', () => {
    expect(discountFromPrices('2500', '4,000')).toBe(38);
    expect(discountFromPrices('4000', '4000')).toBeNull();
    expect(discountFromPrices('', '4000')).toBeNull();
    expect(discountFromPrices('100', '')).toBeNull();
  });

  it('adds up the pieces of the sizes', () => {
    expect(
      sizesTotal([row({ stock: '2' }), row({ stock: '3' }), row({ stock: 'x' }), row({ stock: '-1' })]),
    ).toBe(5);
  });
});
