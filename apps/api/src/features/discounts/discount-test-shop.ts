// The shop the discount-code tests share: two products (a shirt in clothing, boots in shoes), a set of
// codes covering every rule, and requests that each come from their own address unless a test says
// otherwise, so the per-visitor limit of 10 tries a minute only meets the test that is about it.
import { beforeAll } from 'vitest';
import { addStockRows, useShop } from '../../test/use-shop';
import type { DatabaseKind } from '../../test/use-shop';
import { products } from '../catalogue/catalogue.tables';
import type { DiscountAnswer } from './discounts.service';
import { discounts } from './discounts.tables';

const DAY = 24 * 3600_000;

export type Answer = DiscountAnswer & { error?: { code: string; message: string } };

export function useDiscountShop(kind: DatabaseKind) {
  const shop = useShop(kind, { env: { TRUST_PROXY: 'true' } });
  let shirt: string;
  let boots: string;
  // Every request comes from its own address unless a test says otherwise, so the per-visitor
  // limit of 10 tries a minute only meets the test that is about it.
  let address = 0;
  const post = async <T>(
    path: string,
    body: unknown,
    who: { cookie?: string; guest?: string; ip?: string } = {},
  ) => {
    const res = await shop.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': who.ip ?? `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
        ...(who.cookie && { cookie: who.cookie }),
        ...(who.guest && { 'x-guest-id': who.guest }),
      },
      body: JSON.stringify(body),
    });
    return { res, body: (await res.json()) as T };
  };
  const bag = (shirtQty = 2, bootsQty = 1, shown = { shirt: 1500, boots: 4000 }) => ({
    items: [
      { product: { id: shirt, price: shown.shirt }, quantity: shirtQty, selectedSize: null },
      ...(bootsQty > 0
        ? [{ product: { id: boots, price: shown.boots }, quantity: bootsQty, selectedSize: null }]
        : []),
    ],
    bundles: [],
  });
  const validate = (code: string, body: unknown = bag(), who = {}) =>
    post<Answer>('/api/discounts/validate', { code, bag: body }, who);

  beforeAll(async () => {
    const rows = await shop.database.db
      .insert(products)
      .values([
        { name: 'Shirt', slug: 'shirt', price: 1500, stock: 5, category: 'clothing' },
        { name: 'Boots', slug: 'boots', price: 4000, stock: 5, category: 'shoes' },
      ])
      .returning({ id: products.id, slug: products.slug });
    await addStockRows(shop);
    shirt = rows.find((r) => r.slug === 'shirt')!.id;
    boots = rows.find((r) => r.slug === 'boots')!.id;
    const now = Date.now();
    await shop.database.db.insert(discounts).values([
      { code: 'SAVE10', type: 'percentage', value: 10, description: '10% off' },
      { code: 'FIXED500', type: 'fixed', value: 500, minOrderAmount: 3000 },
      { code: 'BIGSPEND', type: 'fixed', value: 500, minOrderAmount: 7001 },
      { code: 'CAPPED', type: 'percentage', value: 50, maxDiscountAmount: 1000 },
      { code: 'OFF', type: 'percentage', value: 10, isActive: false },
      { code: 'SOON', type: 'percentage', value: 10, startsAt: new Date(now + DAY) },
      { code: 'OVER', type: 'percentage', value: 10, endsAt: new Date(now - 1000) },
      { code: 'LIMITED', type: 'percentage', value: 10, usageLimit: 1 },
      { code: 'ONCE', type: 'fixed', value: 300, oncePerCustomer: true },
      {
        code: 'SHOES20',
        type: 'percentage',
        value: 20,
        discountScope: 'per_item',
        eligibleCategories: ['shoes'],
      },
      {
        code: 'SHIRTONLY',
        type: 'fixed',
        value: 200,
        discountScope: 'per_item',
        eligibleProductIds: [shirt],
      },
    ]);
  });

  return {
    shop,
    ids: () => ({ shirt, boots }),
    post,
    bag,
    validate,
  };
}
