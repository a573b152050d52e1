// The owner's product form against broken or hostile input (REL-4): every malformed field is a 400
// that names the field and says what is wrong, never a 500; a size of another product is refused.
import type { ErrorBody } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { adminProductDetail } from './products-admin.service';

type Detail = Awaited<ReturnType<typeof adminProductDetail>>;

describe.each(databaseKinds())('admin product input on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('refuses malformed input with a 400 that says what is wrong, never a 500', async () => {
    const bad: [unknown, string][] = [
      [{ name: 'X', price: 'abc' }, 'price: must be a number of shillings'],
      [{ name: 'X', price: 10.5 }, 'price: Whole shillings only'],
      [{ name: 'X', price: -1 }, 'price: Must be above 0'],
      [{ name: '', price: 100 }, 'name: Please enter a name'],
      [{ name: 'x'.repeat(201), price: 100 }, 'name: A name has at most 200 characters'],
      [{ price: 100 }, 'name:'],
      [
        { name: 'X', price: 100, slug: 'has spaces' },
        'slug: A slug has only letters, digits and single dashes',
      ],
      [
        { name: 'X', price: 100, slug: '0f8fad5b-d9cb-469f-a165-70867728950e' },
        'slug: A slug must not look like an id',
      ],
      [{ name: 'X', price: 100, images: ['javascript:alert(1)'] }, 'images.0: must be an uploaded file'],
      [{ name: 'X', price: 100, images: ['/uploads/../../etc/passwd'] }, 'images.0:'],
      [{ name: 'X', price: 100, images: 'one.jpg' }, 'images:'],
      [
        { name: 'X', price: 100, discount_percentage: 150 },
        'discount_percentage: A percentage is at most 100',
      ],
      [{ name: 'X', price: 100, tier_required: 'gold' }, 'tier_required:'],
      [{ name: 'X', price: 100, early_access_until: 'next week' }, 'early_access_until: must be a date'],
      [
        { name: 'X', price: 100, early_access_only: true },
        'early_access_until: Please say when early access ends',
      ],
      [{ name: 'X', price: 100, vip_only: 'yes' }, 'vip_only:'],
      [
        { name: 'X', price: 100, variants: [{ size: 'M', stock: -1 }] },
        'variants.0.stock: Cannot be below 0',
      ],
      [{ name: 'X', price: 100, variants: [{ stock: 1 }] }, 'variants.0.size: Give each size a size'],
      [
        {
          name: 'X',
          price: 100,
          variants: [
            { size: 'M', stock: 1 },
            { size: 'm', stock: 2 },
          ],
        },
        'variants.1.size: This size is listed twice',
      ],
      [{ name: 'X', price: 100, variants: [{ id: 'nope', size: 'M', stock: 1 }] }, 'variants.0.id:'],
      [{ name: 'X', price: 100, description: 'x'.repeat(10_001) }, 'description:'],
      // PostgreSQL text cannot hold NUL: refused before it reaches the database.
      [{ name: 'a\u0000b', price: 100 }, 'name: must not contain NUL characters'],
      [{ name: 'X', price: 100, images: ['https://a.example/\u0000'] }, 'images.0: must not contain NUL'],
      [{ name: 'X', price: 100, variants: [{ size: 'M\u0000', stock: 1 }] }, 'variants.0.size:'],
      [[1, 2], ''],
      ['null', ''],
    ];
    for (const [body, message] of bad) {
      const res = await admin.post('/api/admin/products', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    const broken = await admin.post('/api/admin/products', '{"name": "X", "price":');
    expect(broken.status).toBe(400);
    expect((await admin.get('/api/admin/products/not-a-uuid')).status).toBe(400);
    expect((await admin.put('/api/admin/products/not-a-uuid', { price: 1 })).status).toBe(400);
    expect((await admin.get('/api/admin/products?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/products?active=maybe')).status).toBe(400);
    expect((await admin.get(`/api/admin/products?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await admin.get('/api/admin/products?q=%00')).status).toBe(400);
    expect((await admin.get('/api/admin/bundles?q=a%00')).status).toBe(400);
    const { body } = await admin.post<Detail>('/api/admin/products', {
      name: 'Sized',
      price: 500,
      variants: [{ size: 'S', stock: 1 }],
    });
    const other = await admin.post<Detail>('/api/admin/products', {
      name: 'Other sized',
      price: 500,
      variants: [{ size: 'S', stock: 1 }],
    });
    const stolen = await admin.put<ErrorBody>(`/api/admin/products/${body.product.id}`, {
      variants: [{ id: other.body.product.variants[0]!.id, size: 'S', stock: 5 }],
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe('variants.0.id: This size does not belong to this product');
    expect(stolen.body.error.issues).toEqual([
      { path: 'variants.0.id', message: 'This size does not belong to this product' },
    ]);
  });

  it('lists every problem by its field in issues, beside the first one as a sentence', async () => {
    const res = await admin.post<ErrorBody>('/api/admin/products', {
      name: '',
      price: 10.5,
      variants: [{ size: 'M', stock: -1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
    expect(res.body.error.message).toBe('name: Please enter a name');
    expect(res.body.error.issues).toEqual([
      { path: 'name', message: 'Please enter a name' },
      { path: 'price', message: 'Whole shillings only' },
      { path: 'variants.0.stock', message: 'Cannot be below 0' },
    ]);
    const nul = await admin.post<ErrorBody>('/api/admin/products', { name: 'a\u0000b', price: 100 });
    expect(nul.body.error.issues).toEqual([{ path: 'name', message: 'must not contain NUL characters' }]);
    const early = await admin.post<ErrorBody>('/api/admin/products', {
      name: 'X',
      price: 100,
      early_access_only: true,
    });
    expect(early.body.error.issues).toEqual([
      {
        path: 'early_access_until',
        message: 'Please say when early access ends and the product goes public',
      },
    ]);
  });
});
