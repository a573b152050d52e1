// The owner's discount codes: create with every field, clear messages for bad input, a taken code,
// change, and the usage list of paid orders.
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, ORIGIN, useShop } from '../../test/use-shop';

type View = { id: string; code: string; uses: number; total_given: number; is_active: boolean };

describe.each(databaseKinds())('admin discounts on %s', (kind) => {
  const shop = useShop(kind);
  let admin: string;
  const send = (method: string, path: string, body?: unknown) =>
    shop.app.request(`${ORIGIN}/api/admin/discounts${path}`, {
      method,
      headers: { origin: ORIGIN, cookie: admin, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const code = (extra: Record<string, unknown> = {}) => ({
    code: 'rainy-day',
    type: 'percentage',
    value: 20,
    description: 'Rainy day sale',
    discount_scope: 'per_item',
    max_discount_amount: 1000,
    eligible_categories: ['shoes'],
    usage_limit: 5,
    once_per_customer: true,
    starts_at: '2026-01-01T00:00:00+03:00',
    ends_at: '2030-01-01T00:00:00+03:00',
    ...extra,
  });

  beforeAll(async () => {
    admin = (await shop.signIn('owner@example.com', { admin: true })).cookie;
  });

  it('creates a code with every field, upper-cased, and refuses a taken one', async () => {
    const res = await send('POST', '', code());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      code: 'RAINY-DAY',
      discount_scope: 'per_item',
      eligible_categories: ['shoes'],
      usage_limit: 5,
      once_per_customer: true,
      uses: 0,
    });
    const again = await send('POST', '', code());
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'Another discount already has this code.',
    );
  });

  it('says what is wrong with bad input', async () => {
    const bad = async (extra: Record<string, unknown>) =>
      (
        (await (await send('POST', '', code({ code: 'BAD1', ...extra }))).json()) as {
          error: { message: string };
        }
      ).error.message;
    expect(await bad({ value: 120 })).toBe('value: A percentage is at most 100');
    expect(await bad({ ends_at: '2025-01-01T00:00:00+03:00' })).toBe(
      'ends_at: The end must come after the start',
    );
    expect(await bad({ code: 'no spaces' })).toBe('code: A code has only letters, digits, - and _');
    expect(await bad({ value: -5 })).toBe('value: Must be above 0');
  });

  it('changes a code and lists the orders that used it', async () => {
    const created = (await (
      await send(
        'POST',
        '',
        code({
          code: 'HALF',
          type: 'fixed',
          value: 500,
          discount_scope: 'order',
          eligible_categories: [],
          once_per_customer: false,
          max_discount_amount: null,
        }),
      )
    ).json()) as View;
    const changed = (await (
      await send(
        'PUT',
        `/${created.id}`,
        code({
          code: 'HALF',
          type: 'fixed',
          value: 400,
          discount_scope: 'order',
          eligible_categories: [],
          once_per_customer: false,
          max_discount_amount: null,
          is_active: true,
        }),
      )
    ).json()) as View & { value: number };
    expect(changed.value).toBe(400);

    const piece = await addPiece(shop, { price: 3000, stock: 1 });
    const { payment } = await shop.as(newDevice()).buy([itemLine(piece)], { discount_code: 'half' });
    expect(payment.amount).toBe(2600 + 200);

    const usage = (await (await send('GET', `/${created.id}/usage`)).json()) as {
      discount: View;
      usage: { discount_amount: number; order_total: number }[];
    };
    expect(usage.discount).toMatchObject({ uses: 1, total_given: 400 });
    expect(usage.usage).toEqual([
      expect.objectContaining({ discount_amount: 400, order_total: 2800, customer: '+254 712 345 678' }),
    ]);
    const list = (await (await send('GET', '')).json()) as { discounts: View[] };
    expect(list.discounts.find((d) => d.code === 'HALF')).toMatchObject({ uses: 1, total_given: 400 });
    expect((await send('PUT', `/${created.id}`, code({ code: 'RAINY-DAY' }))).status).toBe(409);
  });

  it('finds codes by part of the code or description, filters on or off, sorts and pages', async () => {
    for (const [c, active] of [
      ['DROP-A', true],
      ['DROP-B', false],
      ['DROP-C', true],
    ] as const)
      expect(
        (await send('POST', '', code({ code: c, description: `Drop day ${c}`, is_active: active }))).status,
      ).toBe(201);
    type Page = { discounts: View[]; total: number; page: number; page_size: number };
    const get = async (query: string) => (await (await send('GET', `?${query}`)).json()) as Page;

    expect((await get('q=drop-')).discounts.map((d) => d.code).sort()).toEqual([
      'DROP-A',
      'DROP-B',
      'DROP-C',
    ]);
    expect((await get('q=drop%20day&active=false')).discounts.map((d) => d.code)).toEqual(['DROP-B']);
    expect((await get('q=drop&sort=code')).discounts.map((d) => d.code)).toEqual([
      'DROP-A',
      'DROP-B',
      'DROP-C',
    ]);
    // The most used code first: HALF, which paid for an order above.
    expect((await get('sort=uses')).discounts[0]!.code).toBe('HALF');
    expect((await get('sort=given')).discounts[0]!.code).toBe('HALF');

    const first = await get('q=drop&sort=code&page_size=2');
    const second = await get('q=drop&sort=code&page_size=2&page=2');
    expect(first.total).toBe(3);
    expect(first.discounts.map((d) => d.code)).toEqual(['DROP-A', 'DROP-B']);
    expect(second.discounts.map((d) => d.code)).toEqual(['DROP-C']);
    // The exit-intent tab has none of the owner's codes.
    expect((await get('source=generated&q=drop')).total).toBe(0);
    expect((await send('GET', '?sort=cheapest')).status).toBe(400);
  });

  it('leaves cancelled orders out of the uses and the money given, while still listing them', async () => {
    const created = (await (
      await send(
        'POST',
        '',
        code({
          code: 'GONE',
          type: 'fixed',
          value: 300,
          discount_scope: 'order',
          eligible_categories: [],
          once_per_customer: false,
        }),
      )
    ).json()) as View;
    const pieces = [await addPiece(shop, { price: 2000 }), await addPiece(shop, { price: 2000 })];
    const kept = await shop.as(newDevice()).buy([itemLine(pieces[0]!)], { discount_code: 'gone' });
    const cancelled = await shop.as(newDevice()).buy([itemLine(pieces[1]!)], { discount_code: 'gone' });
    const cancel = await shop.app.request(`${ORIGIN}/api/admin/orders/${cancelled.orderId}/cancel`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Customer changed their mind' }),
    });
    expect(cancel.status).toBe(200);

    const usage = (await (await send('GET', `/${created.id}/usage`)).json()) as {
      discount: View;
      usage: { order_id: string; counted: boolean }[];
    };
    expect(usage.discount).toMatchObject({ uses: 1, total_given: 300 });
    expect(usage.usage.map((u) => [u.order_id, u.counted]).sort()).toEqual(
      [
        [kept.orderId, true],
        [cancelled.orderId, false],
      ].sort(),
    );
    const list = (await (await send('GET', '?q=GONE')).json()) as { discounts: View[] };
    expect(list.discounts[0]).toMatchObject({ code: 'GONE', uses: 1, total_given: 300 });
  });
});
