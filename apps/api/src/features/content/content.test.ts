// The static pages' text: nothing written means page: null for the storefront (the page keeps its built-in
// text); the owner writes, changes and resets a page; who wrote it last is kept; bad input is a 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { adminPage, adminPageList, publicPage } from './content.service';

type One = Awaited<ReturnType<typeof adminPage>>;
type List = Awaited<ReturnType<typeof adminPageList>>;
type Public = Awaited<ReturnType<typeof publicPage>>;

describe.each(databaseKinds())('static page texts on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  const visitor = () => shop.as();

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('answers page: null to the storefront until the owner writes a page, 404 for no such page', async () => {
    const res = await visitor().get('/api/pages/about');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ page: null });
    const unknown = await visitor().get('/api/pages/secret-page');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const list = await admin.get<List>('/api/admin/pages');
    expect(list.body.pages).toEqual([
      { slug: 'privacy', page: null },
      { slug: 'terms', page: null },
      { slug: 'about', page: null },
      { slug: 'shipping-returns', page: null },
    ]);
    expect((await admin.get<One>('/api/admin/pages/terms')).body).toEqual({ slug: 'terms', page: null });
  });

  it('writes, rewrites and resets a page, recording who and when', async () => {
    const body = '# Who we are\n\nA Nairobi thrift shop.\n\n<script>kept as text</script>';
    const written = await admin.put<One>('/api/admin/pages/about', { title: '  About us ', body });
    expect(written.status).toBe(200);
    expect(written.headers.get('cache-control')).toBe('private, no-store');
    expect(written.body.page).toMatchObject({
      slug: 'about',
      title: 'About us',
      body,
      updated_by: 'owner@example.com',
    });
    const first = written.body.page!.updated_at;

    const shown = await visitor().get<Public>('/api/pages/about');
    expect(shown.status).toBe(200);
    expect(shown.body.page).toEqual({ slug: 'about', title: 'About us', body, updated_at: first });
    expect(shown.headers.get('cache-control')).toContain('public');

    const again = await admin.put<One>('/api/admin/pages/about', { title: 'About TNT', body: 'Short.' });
    expect(again.body.page).toMatchObject({ title: 'About TNT', body: 'Short.' });
    expect(again.body.page!.updated_at >= first).toBe(true);
    expect((await visitor().get<Public>('/api/pages/about')).body.page!.title).toBe('About TNT');
    const list = await admin.get<List>('/api/admin/pages');
    expect(list.body.pages.find((p) => p.slug === 'about')!.page!.title).toBe('About TNT');

    const reset = await admin.del<One>('/api/admin/pages/about');
    expect(reset.body).toEqual({ slug: 'about', page: null });
    expect((await visitor().get<Public>('/api/pages/about')).body).toEqual({ page: null });
  });

  it('refuses bad input with a clear 400 and everyone but admins with 403', async () => {
    const bad: [string, unknown, string][] = [
      [
        '/api/admin/pages/blog',
        { title: 'T', body: 'B' },
        'slug: must be one of privacy, terms, about, shipping-returns',
      ],
      ['/api/admin/pages/terms', { title: '', body: 'B' }, 'title: Please enter a title'],
      ['/api/admin/pages/terms', { title: 'T' }, 'body:'],
      [
        '/api/admin/pages/terms',
        { title: 'T', body: 'x'.repeat(100_001) },
        'body: A page has at most 100,000 characters',
      ],
      ['/api/admin/pages/terms', { title: 5, body: 'B' }, 'title:'],
      ['/api/admin/pages/terms', { title: 'T', body: 'B\u0000' }, 'body: must not contain NUL characters'],
    ];
    for (const [path, body, message] of bad) {
      const res = await admin.put(path, body);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [visitor(), customer]) {
      expect((await who.get('/api/admin/pages')).status).toBe(403);
      expect((await who.put('/api/admin/pages/terms', { title: 'T', body: 'B' })).status).toBe(403);
      expect((await who.del('/api/admin/pages/terms')).status).toBe(403);
    }
  });
});
