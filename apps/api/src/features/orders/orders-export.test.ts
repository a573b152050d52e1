// The owner's orders and products as CSV: every match of the list's filters, goods, discount,
// delivery and total apart, sizes spelled out, a customer's formula never run by a spreadsheet —
// and 403 for everyone who is not an admin.
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Caller } from '../../test/use-shop';
import { ORDER_CSV_HEADER } from './orders-export.service';
import { PRODUCT_CSV_HEADER } from '../catalogue/products-export.service';

// (Response.text() drops the byte-order mark that csv.ts puts first; csv.test.ts holds it.)
const readCsv = (text: unknown) => {
  expect(typeof text).toBe('string');
  return parse((text as string).replace(/^\uFEFF/, '')) as string[][];
};

describe.each(databaseKinds())('admin CSV exports on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('answers 403 to visitors and customers', async () => {
    const customer = await shop.signIn('exports@example.com');
    for (const who of [shop.as(), shop.as({ cookie: customer.cookie })]) {
      expect((await who.get('/api/admin/orders/export.csv')).status).toBe(403);
      expect((await who.get('/api/admin/products/export.csv')).status).toBe(403);
    }
  });

  it('exports the paid orders a filter finds, one row each with its pieces and money apart', async () => {
    const piece = await addPiece(shop, {
      name: '=HYPERLINK("x") Denim Jacket',
      price: 2500,
      sizes: ['M'],
      stock: 1,
    });
    const { orderId } = await shop.as(newDevice()).buy([itemLine(piece, 1, 'M')], { phone: '0722000111' });
    const res = await admin.get(`/api/admin/orders/export.csv?q=${orderId.slice(0, 8)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = readCsv(res.body);
    expect(header).toEqual([...ORDER_CSV_HEADER]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      'Order id': orderId,
      Phone: "'+254722000111",
      Account: 'guest',
      Status: 'paid',
      'Goods (KES)': '2500',
      'Discount (KES)': '0',
      Pieces: '1× =HYPERLINK("x") Denim Jacket (M)',
    });
    expect(Number(row['Total (KES)'])).toBe(2500 + Number(row['Delivery (KES)']));
    expect(row['Placed (Nairobi)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The list's filters hold: a search that finds nothing exports the header alone.
    expect(readCsv((await admin.get('/api/admin/orders/export.csv?q=nobody-at-all')).body)).toHaveLength(1);
    expect((await admin.get('/api/admin/orders/export.csv?status=lost')).status).toBe(400);
  });

  it('exports products with their pieces by size', async () => {
    const piece = await addPiece(shop, {
      name: '=SUM(1) Export Kitenge Dress',
      price: 1800,
      sizeStock: { M: 2, S: 1 },
    });
    const res = await admin.get(`/api/admin/products/export.csv?q=${encodeURIComponent('Export Kitenge')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = readCsv(res.body);
    expect(header).toEqual([...PRODUCT_CSV_HEADER]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      'Product id': piece.id,
      // A name typed as a formula reaches the spreadsheet as text.
      Name: "'=SUM(1) Export Kitenge Dress",
      'Price (KES)': '1800',
      Pieces: '3',
      'Pieces by size': 'S:1; M:2',
      Active: 'yes',
    });
  });
});
