import { describe, expect, it } from 'vitest';
import type { AdminBundle } from '../api/bundles-api';
import {
  addItem,
  availableFromPieces,
  bundleSavings,
  bundleToValues,
  bundleChangeSchema,
  bundleCreateSchema,
  EMPTY_BUNDLE,
  placeBundleProblem,
  withName,
  type BundleFormValues,
  type BundleItemValue,
} from './bundle-form-values';
import { expectPlaced } from '../expect-placed';
import { checkForm } from '../form-schema';

const valuesToCreatePayload = (values: BundleFormValues) => checkForm(bundleCreateSchema, values);
const valuesToChangePayload = (values: BundleFormValues) => checkForm(bundleChangeSchema, values);

const P1 = '0b5c1f8e-0000-4000-8000-000000000001';
const P2 = '0b5c1f8e-0000-4000-8000-000000000002';

const piece = (patch: Partial<BundleItemValue>): BundleItemValue => ({
  product_id: P1,
  name: 'Denim jacket',
  price: 1500,
  stock: 3,
  image: null,
  is_active: true,
  quantity: '1',
  ...patch,
});

const form = (patch: Partial<BundleFormValues>): BundleFormValues => ({
  ...EMPTY_BUNDLE,
  name: 'Weekend set',
  price: '2,500',
  items: [piece({}), piece({ product_id: P2, name: 'White tee', price: 600, quantity: '2' })],
  ...patch,
});

const saved: AdminBundle = {
  id: '9d0c0000-0000-4000-8000-000000000009',
  name: 'Weekend set',
  slug: 'weekend-set',
  description: 'Jacket and two tees',
  price: 2500,
  featured_image: '/uploads/images/a-1200.webp',
  images: ['/uploads/images/a-1200.webp', '/uploads/images/b-1200.webp'],
  is_featured: true,
  is_active: true,
  track_inventory: true,
  stock: 4,
  available: 4,
  components_total: 2700,
  savings: 200,
  items: [
    {
      product_id: P1,
      quantity: 1,
      product: {
        id: P1,
        name: 'Denim jacket',
        slug: 'denim-jacket',
        price: 1500,
        stock: 3,
        size_stock: { M: 1, L: 2 },
        images: ['/uploads/images/j-1200.webp'],
        is_active: true,
      },
    },
  ],
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
};

describe('bundle slug', () => {
  it('follows the name until the owner types one', () => {
    const typed = withName(EMPTY_BUNDLE, 'Café Summer Set');
    expect(typed.slug).toBe('cafe-summer-set');
    expect(withName(typed, '  ').slug).toBe('');
    const own = { ...typed, slug: 'my-set', slugEdited: true };
    expect(withName(own, 'Summer Set 2').slug).toBe('my-set');
  });
});

describe('bundle saving', () => {
  it('is the pieces’ prices times their quantity less the bundle price, with the percentage', () => {
    expect(bundleSavings(form({}).items, '2,500')).toEqual({
      componentsTotal: 2700,
      savings: 200,
      percent: 7,
    });
  });

  it('is negative when the bundle costs more than its pieces', () => {
    expect(bundleSavings([piece({ price: 1000 })], '1200')).toEqual({
      componentsTotal: 1000,
      savings: -200,
      percent: -20,
    });
  });

  it('waits for a price and ignores a quantity being typed', () => {
    expect(bundleSavings([piece({ quantity: '' }), piece({ price: 500, quantity: '2' })], '')).toEqual({
      componentsTotal: 1000,
      savings: null,
      percent: null,
    });
    expect(bundleSavings([], '500')).toEqual({ componentsTotal: 0, savings: null, percent: null });
  });
});

describe('bundle pieces', () => {
  const product = { id: P2, name: 'White tee', price: 600, stock: 9, image: '/t.webp', is_active: false };

  it('adds a product as a piece of one', () => {
    expect(addItem([piece({})], product)).toEqual([
      piece({}),
      {
        product_id: P2,
        name: 'White tee',
        price: 600,
        stock: 9,
        image: '/t.webp',
        is_active: false,
        quantity: '1',
      },
    ]);
  });

  it('raises the quantity of a product already in, up to 10', () => {
    expect(addItem([piece({ product_id: P2, quantity: '2' })], product)[0]!.quantity).toBe('3');
    expect(addItem([piece({ product_id: P2, quantity: '10' })], product)[0]!.quantity).toBe('10');
    expect(addItem([piece({ product_id: P2, quantity: 'x' })], product)).toHaveLength(1);
  });
});

describe('bundle stock without its own count', () => {
  it('is what the scarcest piece allows', () => {
    expect(availableFromPieces([piece({ stock: 7, quantity: '2' }), piece({ stock: 5 })])).toBe(3);
    expect(availableFromPieces([piece({ stock: 1, quantity: '2' })])).toBe(0);
    expect(availableFromPieces([piece({ quantity: '' })])).toBe(0);
    expect(availableFromPieces([])).toBe(0);
  });
});

describe('bundle form values', () => {
  it('reads a saved bundle, the cover first and never twice', () => {
    const values = bundleToValues(saved);
    expect(values.pictures).toEqual(['/uploads/images/a-1200.webp', '/uploads/images/b-1200.webp']);
    expect(values.slugEdited).toBe(true);
    expect(values.items).toEqual([piece({ image: '/uploads/images/j-1200.webp', quantity: '1' })]);
    expect(values).toMatchObject({ price: '2500', stock: '4', track_inventory: true, is_featured: true });
  });

  it('makes the create payload, leaving a following slug to the server', () => {
    const result = valuesToCreatePayload(
      withName(
        form({
          description: '  Two tees  ',
          pictures: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
        }),
        ' Weekend set ',
      ),
    );
    expect(result).toEqual({
      ok: true,
      payload: {
        name: 'Weekend set',
        description: 'Two tees',
        price: 2500,
        featured_image: '/uploads/a.webp',
        images: ['/uploads/b.webp', '/uploads/c.webp'],
        is_featured: false,
        is_active: true,
        track_inventory: false,
        items: [
          { product_id: P1, quantity: 1 },
          { product_id: P2, quantity: 2 },
        ],
      },
    });
  });

  it('sends a slug the owner typed, and the stock only when the bundle counts its own', () => {
    const result = valuesToCreatePayload(
      form({ slug: 'My-Set', slugEdited: true, track_inventory: true, stock: '5', pictures: [] }),
    );
    expect(result.ok && result.payload).toMatchObject({
      slug: 'my-set',
      stock: 5,
      featured_image: null,
      images: [],
    });
  });

  it('always sends the slug of a saved bundle and asks for one', () => {
    const ok = valuesToChangePayload(bundleToValues(saved));
    expect(ok.ok && ok.payload).toMatchObject({ slug: 'weekend-set', stock: 4, track_inventory: true });
    expect(valuesToChangePayload(form({ slug: '', slugEdited: true }))).toEqual({
      ok: false,
      errors: { slug: 'Please enter a slug' },
    });
  });

  it('says what is wrong, field by field and piece by piece, in the server’s words', () => {
    const result = valuesToCreatePayload(
      form({
        name: ' ',
        slug: 'two--dashes',
        slugEdited: true,
        price: '0',
        items: [
          piece({ quantity: '0' }),
          piece({ product_id: P2, quantity: '11' }),
          piece({ quantity: '1.5' }),
        ],
        track_inventory: true,
        stock: '-1',
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter a name',
        slug: 'A slug has only letters, digits and single dashes',
        price: 'Must be above 0',
        'items.0.quantity': 'At least 1',
        'items.1.quantity': 'At most 10 of one piece',
        'items.2.quantity': 'Whole pieces only',
        stock: 'Cannot be below 0',
      },
    });
  });

  it('asks for a product, a price and a slug that is not an id', () => {
    expect(valuesToCreatePayload(form({ items: [], price: 'abc' }))).toEqual({
      ok: false,
      errors: { items: 'Please add at least one product', price: 'Please enter a number of shillings' },
    });
    const id = valuesToChangePayload(form({ slug: P1, slugEdited: true }));
    expect(id).toEqual({ ok: false, errors: { slug: 'A slug must not look like an id' } });
  });

  it('shows the server’s answer by its field', () => {
    expectPlaced(placeBundleProblem, [
      ['', 'Another bundle already uses this slug.', 'slug', 'slug_taken'],
      ['items.1.product_id', 'No such product', 'items.1.product'],
      ['items.0.quantity', 'At most 10 of one piece', 'items.0.quantity'],
      ['items', 'Please add at least one product', 'items'],
      ['images.3', 'must be an uploaded file', 'pictures'],
      ['price', 'Whole shillings only', 'price'],
      ['', 'No such bundle.', null, 'not_found'],
    ]);
  });
});
