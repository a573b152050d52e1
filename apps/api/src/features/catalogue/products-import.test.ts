// The owner's product spreadsheet: the export read back changes nothing; a dry run reports each
// line (create, update with its fields, unchanged, what to fix) and writes nothing; applying writes
// it all in one go, sizes recounted; a sheet with any problem is never half imported.
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, stockOf, useShop, type Caller } from '../../test/use-shop';

type Report = {
  applied: boolean;
  counts: Record<'create' | 'update' | 'unchanged' | 'error', number>;
  rows: { line: number; action: string; name: string; changes: string[]; errors: string[] }[];
};
type Detail = {
  product: {
    id: string;
    name: string;
    price: number;
    stock: number;
    variants: { size: string; stock: number }[];
  };
};

describe.each(databaseKinds())('admin product import on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  const sheet = (lines: string[]) => lines.join('\r\n');
  const run = (csv: string, apply = false) =>
    admin.post<Report>('/api/admin/products/import', { csv, apply });

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('answers 403 to visitors', async () => {
    expect((await shop.as().post('/api/admin/products/import', { csv: 'Name\nX' })).status).toBe(403);
  });

  it('reads its own export back as unchanged, then dry-runs and applies an edited sheet', async () => {
    const dress = await addPiece(shop, {
      name: 'Import Ankara Dress',
      price: 2000,
      sizeStock: { S: 1, M: 2 },
    });
    const exported = (await admin.get<string>('/api/admin/products/export.csv?q=Import%20Ankara')).body;
    const same = await run(exported);
    expect(same.status).toBe(200);
    expect(same.body.counts).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });

    const edited = sheet([
      'Product id,Name,Price (KES),Pieces by size',
      `${dress.id},Import Ankara Dress,"1,800",M:3; L:1`,
      ',Import Linen Shirt,1200,',
    ]);
    const dry = await run(edited);
    expect(dry.body).toMatchObject({
      applied: false,
      counts: { create: 1, update: 1, unchanged: 0, error: 0 },
      rows: [
        { line: 2, action: 'update', changes: ['price', 'variants'] },
        { line: 3, action: 'create', name: 'Import Linen Shirt' },
      ],
    });
    // A dry run writes nothing.
    expect((await admin.get<Detail>(`/api/admin/products/${dress.id}`)).body.product.price).toBe(2000);

    const done = await run(edited, true);
    expect(done.body.applied).toBe(true);
    const after = (await admin.get<Detail>(`/api/admin/products/${dress.id}`)).body.product;
    expect(after.price).toBe(1800);
    // Sizes named are recounted, new ones added, the others left as they were.
    expect(Object.fromEntries(after.variants.map((v) => [v.size, v.stock]))).toEqual({ S: 1, M: 3, L: 1 });
    expect(await stockOf(shop, dress.id)).toBe(5);
  });

  it('reports every problem by line and writes none of a sheet that has one', async () => {
    const shirt = await addPiece(shop, { name: 'Import Check Shirt', price: 900, stock: 2 });
    const bad = sheet([
      'Product id,Name,Price (KES),Pieces,Active',
      `${shirt.id},Import Check Shirt,950,4,yes`,
      '00000000-0000-4000-8000-000000000000,Ghost,100,,',
      ',No Price Shirt,,,',
      `${shirt.id},,ten,,maybe`,
    ]);
    const res = await run(bad, true);
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(false);
    expect(res.body.counts).toEqual({ create: 0, update: 1, unchanged: 0, error: 3 });
    const errors = Object.fromEntries(res.body.rows.map((r) => [r.line, r.errors]));
    expect(errors[3]).toEqual(['Product id: no product has this id (leave it empty to add a new one)']);
    expect(errors[4]!.join(' ')).toMatch(/price/);
    expect(errors[5]).toEqual(['Price (KES): must be whole shillings', 'Active: must be yes or no']);
    expect((await admin.get<Detail>(`/api/admin/products/${shirt.id}`)).body.product.price).toBe(900);
  });

  it('refuses what is not a product sheet with a clear 400', async () => {
    for (const [csv, message] of [
      ['Colour,Mood\nred,happy', 'Unknown columns: Colour, Mood.'],
      ['Name,Price (KES)', 'The file has no products under its header.'],
      ['Name,"Price\nX', /not a readable CSV/],
    ] as const) {
      const res = await run(csv);
      expect(res.status, csv).toBe(400);
      expect((res.body as unknown as { error: { message: string } }).error.message).toMatch(message);
    }
    expect((await admin.post('/api/admin/products/import', { csv: '' })).status).toBe(400);
  });
});
