import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '../api/products-api';
import { quickEditPayload, quickEditStart } from './quick-edit-values';

const variant = (id: string, size: string, stock: number) => ({
  id,
  sku: null,
  size,
  color: null,
  stock,
  price: null,
});
const sized = {
  id: 'p1',
  price: 1500,
  stock: 3,
  variants: [variant('v1', 'S', 1), variant('v2', 'M', 2)],
} as unknown as AdminProduct;
const unsized = { id: 'p2', price: 800, stock: 4, variants: [] } as unknown as AdminProduct;

describe('quick edit', () => {
  it('sends nothing when nothing changed', () => {
    expect(quickEditPayload(sized, quickEditStart(sized))).toEqual({ ok: true, payload: null });
    expect(quickEditPayload(unsized, quickEditStart(unsized))).toEqual({ ok: true, payload: null });
  });

  it('sends a new price alone, commas and spaces allowed', () => {
    const values = { ...quickEditStart(sized), price: ' 1,700 ' };
    expect(quickEditPayload(sized, values)).toEqual({ ok: true, payload: { price: 1700 } });
  });

  it('sends every size with the count it loaded, so the server moves each by the change', () => {
    const start = quickEditStart(sized);
    const values = { ...start, sizes: { ...start.sizes, v2: '5' } };
    expect(quickEditPayload(sized, values)).toEqual({
      ok: true,
      payload: {
        variants: [
          { id: 'v1', sku: null, size: 'S', color: null, price: null, stock: 1, stock_seen: 1 },
          { id: 'v2', sku: null, size: 'M', color: null, price: null, stock: 5, stock_seen: 2 },
        ],
      },
    });
  });

  it('sets the one count of a product without sizes', () => {
    expect(quickEditPayload(unsized, { ...quickEditStart(unsized), stock: '0' })).toEqual({
      ok: true,
      payload: { stock: 0 },
    });
  });

  it('says what to fix and sends nothing', () => {
    const start = quickEditStart(sized);
    expect(quickEditPayload(sized, { ...start, price: '0', sizes: { ...start.sizes, v1: '-1' } })).toEqual({
      ok: false,
      errors: {
        price: 'Enter the price in whole shillings (1 or more)',
        'size:v1': 'Enter a whole number of pieces (0 or more)',
      },
    });
    expect(quickEditPayload(unsized, { ...quickEditStart(unsized), stock: '2.5' })).toMatchObject({
      ok: false,
    });
    expect(quickEditPayload(unsized, { ...quickEditStart(unsized), price: '99999999' })).toEqual({
      ok: false,
      errors: { price: 'At most KES 10,000,000' },
    });
  });
});
