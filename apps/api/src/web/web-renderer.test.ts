// The server renderer's visitor cache, against a tiny stand-in web build whose render() counts calls:
// one render for many visitors without cookies, a fresh one for anyone with a cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache } from '../lib/answer-cache';
import type { CachedPage } from '../lib/visitor-cache';
import { Hono } from 'hono';
import { standInWebBuild } from '../test/stand-in-web-build';
import { loadWebRenderer, type AudienceOf, type WebRenderer } from './web-renderer';

let build: ReturnType<typeof standInWebBuild>;
let web: WebRenderer;

beforeAll(async () => {
  build = standInWebBuild({
    entryServer: `globalThis.renders = 0;
     // Who the page's own API requests are answered as (the app below says).
     async function who(options) { return (await options.fetch('http://localhost/api/me')).text(); }
     export async function render(request, options) {
       globalThis.renders += 1;
       const path = new URL(request.url).pathname;
       if (path === '/old') return { kind: 'redirect', status: 302, location: '/' };
       return { kind: 'page', status: 200, meta: { title: 'Shop' }, routeModules: [],
                html: '<p>render ' + globalThis.renders + ' of ' + path + ' for ' +
                  (request.headers.get('cookie') ?? 'no cookie') + ' as ' + (await who(options)) + '</p>' };
     }`,
  });
  web = await loadWebRenderer(build.dist, { shopName: 'Shop', supportEmail: 'help@shop.test' });
});
afterAll(() => build.remove());

const renders = () => (globalThis as unknown as { renders: number }).renders;

function appWith(pages: AnswerCache<CachedPage>, audienceOf?: AudienceOf) {
  const app = new Hono();
  const api = (request: Request) =>
    new Response(request.headers.get('x-audience') ?? request.headers.get('cookie') ?? 'visitor');
  app.get('*', (c) => web.renderPage(c, api, pages, undefined, audienceOf));
  return app;
}

/** Shoppers' cookies name their audience ("session_token=gold-ann": audience gold, greeted Ann). */
const audiences: AudienceOf = async (headers) => {
  const [, audience, name] = /session_token=(\w+)-(\w+)/.exec(headers.get('cookie') ?? '') ?? [];
  if (!audience || !name) return null;
  return {
    key: audience,
    actAs: (h) => h.set('x-audience', `audience ${audience}`),
    personalize: ({ html }) =>
      name === 'nobody' ? null : Buffer.from(html.replace('</p>', ` hi ${name}</p>`)),
  };
};

describe('server-rendered pages for visitors', () => {
  it('renders once for visitors without cookies, and afresh for a request with a cookie', async () => {
    const app = appWith(new AnswerCache<CachedPage>(60_000));
    const start = renders();
    const [a, b] = await Promise.all([app.request('/'), app.request('/')]);
    const c = await app.request('/');
    expect(renders() - start).toBe(1);
    const html = await a.text();
    expect(html).toContain('<p>render');
    expect(await b.text()).toBe(html);
    expect(await c.text()).toBe(html);
    expect(c.headers.get('cache-control')).toBe('no-cache');

    const signedIn = await app.request('/', { headers: { cookie: 'session_token=abc' } });
    expect(renders() - start).toBe(2);
    expect(await signedIn.text()).not.toBe(html);
  });

  it("puts the page's text in as it is, even where it reads like a replacement pattern", async () => {
    const app = appWith(new AnswerCache<CachedPage>(0));
    const html = await (await app.request("/deal-$&-$'")).text();
    expect(html).toContain('<div id="root"><p>render');
    expect(html).toContain("of /deal-$&-$' for");
  });

  it('keeps each page apart, redirects included', async () => {
    const app = appWith(new AnswerCache<CachedPage>(60_000));
    expect(await (await app.request('/about')).text()).toContain('of /about');
    expect(await (await app.request('/terms')).text()).toContain('of /terms');
    const start = renders();
    const moved = await app.request('/old');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/');
    expect((await app.request('/old')).status).toBe(302);
    expect(renders() - start).toBe(1);
  });

  it('puts the owner settings it is given into the page config, under the server own', async () => {
    const app = new Hono();
    const support = { whatsapp: '+254712345678', hours: 'Every day' };
    app.get('*', (c) =>
      web.renderPage(
        c,
        () => new Response('{}'),
        new AnswerCache<CachedPage>(0),
        async () => ({
          support,
          shopName: 'Not this one',
        }),
      ),
    );
    const html = await (await app.request('/')).text();
    const config = JSON.parse(
      /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(config).toEqual({ shopName: 'Shop', supportEmail: 'help@shop.test', support });
  });

  it("names the page with the owner's saved shop name: its config and its head", async () => {
    const app = new Hono();
    const shop = { name: 'Duka la Mitumba', logo: '', logo_width: 0, logo_height: 0 };
    app.get('*', (c) =>
      web.renderPage(
        c,
        () => new Response('{}'),
        new AnswerCache<CachedPage>(0),
        async () => ({ shop }),
      ),
    );
    const html = await (await app.request('/')).text();
    const config = JSON.parse(
      /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(config).toEqual({ shopName: 'Duka la Mitumba', supportEmail: 'help@shop.test', shop });
    expect(html).toContain('<meta property="og:site_name" content="Duka la Mitumba" />');
  });

  it("tells the service worker which pages it may keep: visitors' only, never one rendered with a session", async () => {
    const app = appWith(new AnswerCache<CachedPage>(0));
    expect((await app.request('/products/a')).headers.get('x-page-audience')).toBe('visitor');
    const signedIn = await app.request('/products/a', { headers: { cookie: 'session_token=abc' } });
    expect(signedIn.headers.get('x-page-audience')).toBe('personal');
  });

  it("renders the offline screen for everyone alike, a signed-in shopper's request too", async () => {
    const app = appWith(new AnswerCache<CachedPage>(60_000));
    const visitor = await app.request('/offline');
    const start = renders();
    const signedIn = await app.request('/offline', { headers: { cookie: 'session_token=abc' } });
    // The visitors' copy: no render for the cookie, and kept by the worker as a visitor's page.
    expect(renders() - start).toBe(0);
    expect(await signedIn.text()).toBe(await visitor.text());
    expect(signedIn.headers.get('x-page-audience')).toBe('visitor');
  });

  it('renders every time when the cache is off', async () => {
    const app = appWith(new AnswerCache<CachedPage>(0));
    const start = renders();
    await app.request('/');
    await app.request('/');
    expect(renders() - start).toBe(2);
  });

  it('renders a storefront page once per audience and fills it in for each shopper', async () => {
    const app = appWith(new AnswerCache<CachedPage>(60_000), audiences);
    const start = renders();
    const page = async (path: string, cookie: string) =>
      (await app.request(path, { headers: { cookie: `session_token=${cookie}` } })).text();
    const ann = await page('/products/a', 'gold-ann');
    const ben = await page('/products/a', 'gold-ben');
    expect(renders() - start).toBe(1);
    // The shared render carried no cookie; its API requests were answered as the audience.
    expect(ann).toContain('for no cookie as audience gold hi ann</p>');
    expect(ben).toContain('for no cookie as audience gold hi ben</p>');
    expect(await page('/products/a', 'silver-ann')).toContain('as audience silver hi ann');
    expect(renders() - start).toBe(2);
  });

  it("renders a shopper's own page where the shared one cannot be filled in, or the page is theirs", async () => {
    const app = appWith(new AnswerCache<CachedPage>(60_000), audiences);
    const start = renders();
    const own = await app.request('/products/b', { headers: { cookie: 'session_token=gold-nobody' } });
    expect(await own.text()).toContain('for session_token=gold-nobody as session_token=gold-nobody</p>');
    const orders = await app.request('/orders', { headers: { cookie: 'session_token=gold-ann' } });
    expect(await orders.text()).toContain('of /orders for session_token=gold-ann');
    expect(orders.headers.get('x-page-audience')).toBe('personal');
    expect(renders() - start).toBe(3);
  });

  it("gives a cookie without a session the visitors' page", async () => {
    const app = appWith(new AnswerCache<CachedPage>(60_000), audiences);
    const visitor = await (await app.request('/faq')).text();
    const start = renders();
    const stale = await app.request('/faq', { headers: { cookie: 'theme=dark' } });
    expect(await stale.text()).toBe(visitor);
    expect(renders() - start).toBe(0);
  });
});
