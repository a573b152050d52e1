// Storefront pages shared by an audience (page-audience.service.ts): shoppers with the same standing
// share one key and one render, the render's requests see the audience and a stand-in person, and the
// shared page is filled in for each shopper with their own name and `me` — or refused when it cannot be.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Shop } from '../../test/use-shop';
import { jsonScript } from '../../web/page-head';
import { user } from './accounts.tables';
import { pageAudience, type PageAudience } from './page-audience.service';
import { products } from '../catalogue/catalogue.tables';

async function member(shop: Shop, email: string, name: string, standing: Parameters<Shop['signIn']>[1] = {}) {
  const signedIn = await shop.signIn(email, standing);
  await shop.db.update(user).set({ name }).where(eq(user.id, signedIn.id));
  return { ...signedIn, headers: new Headers({ cookie: signedIn.cookie }) };
}

/** What the shared render would make: the greeting from GET /api/me, and `me` in the page's data. */
async function sharedRender(shop: Shop, actAs: (headers: Headers) => void) {
  const request = new Request('http://localhost:3000/api/me');
  actAs(request.headers);
  const me = (await (await shop.app.fetch(request)).json()) as { user: { name: string } };
  return {
    html: `<nav>Hi ${me.user.name}</nav>${jsonScript('app-data', { queries: [{ queryKey: ['me'], data: me }] })}`,
  };
}

/** The shared page as one shopper gets it, as text; null when it is refused. */
function filled(audience: PageAudience, page: { html: string }): string | null {
  const bytes = audience.personalize(page);
  return bytes && new TextDecoder().decode(bytes);
}

describe.each(databaseKinds())('storefront pages by audience (%s)', (kind) => {
  const shop = useShop(kind);

  it('gives shoppers of one standing one key, and another standing another', async () => {
    const wanjiku = await member(shop, 'wanjiku@shop.test', 'Wanjiku Kamau');
    const achieng = await member(shop, 'achieng@shop.test', 'Achieng Otieno');
    const vip = await member(shop, 'vip@shop.test', 'Njeri', { tier: 'vip' });
    const styled = await member(shop, 'styled@shop.test', 'Akinyi', { styles: ['vintage'] });
    const [a, b, c, d] = await Promise.all(
      [wanjiku, achieng, vip, styled].map((m) => pageAudience(shop, m.headers)),
    );
    expect(a!.key).toBe(b!.key);
    expect(new Set([a!.key, c!.key, d!.key]).size).toBe(3);
    for (const key of [a!.key, c!.key, d!.key]) {
      expect(key).not.toContain('shop.test');
      expect(key).not.toMatch(/Wanjiku|Njeri|Akinyi/);
    }
  });

  it('has nobody for a visitor or a cookie without a session', async () => {
    expect(await pageAudience(shop, new Headers())).toBeNull();
    expect(await pageAudience(shop, new Headers({ cookie: 'better-auth.session_token=nope' }))).toBeNull();
  });

  it("fills one shared page in with each shopper's own name and me, never the other's", async () => {
    const one = await member(shop, 'one@shop.test', 'Wairimu <b>Njoroge</b>');
    const two = await member(shop, 'two@shop.test', 'Otieno & Sons');
    const audienceOne = (await pageAudience(shop, one.headers))!;
    const audienceTwo = (await pageAudience(shop, two.headers))!;
    const shared = await sharedRender(shop, audienceOne.actAs);
    expect(shared.html).not.toMatch(/Wairimu|Otieno|one@shop|two@shop/);

    const forOne = filled(audienceOne, shared)!;
    const forTwo = filled(audienceTwo, shared)!;
    expect(forOne).toContain('<nav>Hi Wairimu</nav>');
    expect(forTwo).toContain('<nav>Hi Otieno</nav>');
    expect(forOne).toContain('"email":"one@shop.test"');
    expect(forOne).toContain('"name":"Wairimu \\u003cb>Njoroge\\u003c/b>"');
    expect(forOne).not.toContain('two@shop.test');
    expect(forTwo).toContain('"name":"Otieno & Sons"');
    expect(forTwo).not.toContain('one@shop.test');
  });

  it('escapes a name for the page, and refuses a page where the stand-in is left unfilled', async () => {
    const tricky = await member(shop, 'tricky@shop.test', '<img src=x> "Mama"');
    const audience = (await pageAudience(shop, tricky.headers))!;
    const shared = await sharedRender(shop, audience.actAs);
    expect(filled(audience, shared)).toContain('<nav>Hi &lt;img</nav>');
    // The greeting alone, without the page's me: nothing to put the shopper's me in place of.
    expect(filled(audience, { html: shared.html.slice(0, shared.html.indexOf('<script')) })).toBeNull();
    // The stand-in's name somewhere the filling does not reach (its full name in the data, twice).
    expect(filled(audience, { html: shared.html + shared.html })).toBeNull();
  });

  it('fills every place the greeting stands, and each shopper again from the same cut page', async () => {
    const one = await member(shop, 'twice-one@shop.test', 'Mumbi Wanjiru');
    const two = await member(shop, 'twice-two@shop.test', 'Kamau Njoroge');
    const audienceOne = (await pageAudience(shop, one.headers))!;
    const audienceTwo = (await pageAudience(shop, two.headers))!;
    const render = await sharedRender(shop, audienceOne.actAs);
    const [nav, data] = render.html.split(/(?=<script)/);
    const page = { html: `${nav}<p>${nav}</p>${data}` };
    expect(filled(audienceOne, page)).toMatch(/^<nav>Hi Mumbi<\/nav><p><nav>Hi Mumbi<\/nav><\/p><script/);
    expect(filled(audienceTwo, page)).toMatch(/^<nav>Hi Kamau<\/nav><p><nav>Hi Kamau<\/nav><\/p><script/);
    expect(filled(audienceOne, page)).toContain('"email":"twice-one@shop.test"');
    expect(filled(audienceTwo, page)).not.toContain('twice-one@shop.test');
  });

  it("answers the shared render's catalogue requests as the audience", async () => {
    await shop.db.insert(products).values([
      { name: 'Open Tote', slug: 'open-tote', price: 1500, stock: 1, category: 'bags' },
      {
        name: 'Member Tote',
        slug: 'member-tote',
        price: 1800,
        stock: 1,
        category: 'bags',
        earlyAccessOnly: true,
        earlyAccessUntil: new Date(Date.now() + 3_600_000),
      },
    ]);
    const names = async (actAs?: (headers: Headers) => void) => {
      const request = new Request('http://localhost:3000/api/catalogue/products?category=bags');
      actAs?.(request.headers);
      const body = (await (await shop.app.fetch(request)).json()) as { products: { name: string }[] };
      return body.products.map((p) => p.name).sort();
    };
    const vip = (await pageAudience(
      shop,
      (await member(shop, 'v2@shop.test', 'V', { tier: 'vip' })).headers,
    ))!;
    expect(await names()).toEqual(['Open Tote']);
    expect(await names(vip.actAs)).toEqual(['Member Tote', 'Open Tote']);
  });
});

describe('a session remembered for the visitor cache lifetime', () => {
  const shop = useShop('pglite', { env: { VISITOR_CACHE_SECONDS: '5' } });

  it('costs no query the second time, and each session keeps its own shopper', async () => {
    const ann = await member(shop, 'ann@shop.test', 'Ann Wambui');
    const ben = await member(shop, 'ben@shop.test', 'Ben Mwangi');
    const first = await pageAudience(shop, ann.headers);
    const before = shop.database.queryCount();
    const again = await pageAudience(shop, ann.headers);
    expect(shop.database.queryCount() - before).toBe(0);
    expect(again).toBe(first);
    const shared = await sharedRender(shop, first!.actAs);
    expect(filled((await pageAudience(shop, ben.headers))!, shared)).toContain('Hi Ben');
    expect(filled(again!, shared)).toContain('Hi Ann');
  });
});
