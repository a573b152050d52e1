// The owner's analytics read the replica (DATABASE_READ_URL) when there is one; the owner's own notes
// and tags on a customer are read from the primary, so one just added shows at once. The "replica"
// is a second database that never catches up, so every figure shows where it came from.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSoldOrder } from '../../test/sold-orders';
import { addPiece, databaseKinds, useShop, type Caller } from '../../test/use-shop';
import { useLaggingReplica } from '../../test/test-app';

describe.each(databaseKinds())('analytics on a read replica (%s)', (kind) => {
  const shop = useShop(kind);
  useLaggingReplica(shop, kind);
  let admin: Caller;
  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it("counts the replica's orders, and shows a note the owner just added from the primary", async () => {
    const piece = await addPiece(shop, { price: 2500 });
    await insertSoldOrder(shop, {
      userId: null,
      status: 'paid',
      at: new Date(),
      lines: [{ productId: piece.id }],
      total: 2500,
    });
    const summary = await admin.get<{ revenue: { current: number } }>(
      '/api/admin/analytics/summary?period=30d',
    );
    expect(summary.status).toBe(200);
    expect(summary.body.revenue.current).toBe(0);
    const areas = await admin.get<{ areas: unknown[] }>('/api/admin/analytics/order-areas?period=30d');
    expect(areas.body.areas).toEqual([]);

    const phone = '+254712000111';
    expect(
      (
        await admin.post('/api/admin/analytics/notes', {
          phone_number: phone,
          note: 'Prefers evening delivery',
        })
      ).status,
    ).toBe(201);
    const page = await admin.get<{ notes: { note: string }[] }>(
      `/api/admin/analytics/customers/${encodeURIComponent(phone)}`,
    );
    expect(JSON.stringify(page.body)).toContain('Prefers evening delivery');
  });
});
