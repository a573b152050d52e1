// The product page, the product dialog and the bundle pages: what a shared link shows (Open Graph and
// Product JSON-LD in the server's HTML), the real 404 for a product a visitor may not see, and the
// shopper's path on a phone (390 px) and a laptop (1280 px): pick a size (the chosen one stays chosen),
// Add to Bag updating the navbar badge, Buy Now, and a bundle's pieces and savings.
import type { Page } from 'playwright-core';
import { beforeAll, describe, it, inject } from 'vitest';
import { escapeRegExp, expect, toast, useBrowser, VIEWPORTS, visit, watchErrors } from './browser';
import { kes } from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();

type Product = { id: string; slug: string; name: string; price: number; stock: number; sizes: string[] };
type Bundle = {
  slug: string;
  name: string;
  price: number;
  savings: number;
  components_total: number;
  bundle_items: { product: { name: string; sizes: string[] } }[];
};

let sized: Product;
let unsized: Product;
let soldOut: Product;
let bundle: Bundle;
let withVideo: Product & { images: string[] };

beforeAll(async () => {
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: Product[];
  };
  sized = products.find((p) => p.stock > 0 && p.sizes.length >= 2)!;
  unsized = products.find((p) => p.stock > 0 && p.sizes.length === 0)!;
  soldOut = products.find((p) => p.stock === 0)!;
  // A product with a video (the list does not say; the detail does).
  for (const p of products) {
    const res = await fetch(`${baseUrl}/api/catalogue/products/${p.slug}`);
    const { product } = (await res.json()) as {
      product: Product & { video_url: string | null; images: string[] };
    };
    if (product.video_url && product.images.length > 1) {
      withVideo = product;
      break;
    }
  }
  const { bundles } = (await (await fetch(`${baseUrl}/api/catalogue/bundles`)).json()) as {
    bundles: Bundle[];
  };
  bundle = bundles.find((b) => b.components_total > b.price)!;
  expect([sized, unsized, soldOut, bundle, withVideo].every(Boolean)).toBe(true);
});

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
    '@type': string;
    name: string;
    image: string[];
    sku: string;
    offers: {
      url: string;
      price: number;
      priceCurrency: string;
      availability: string;
      shippingDetails: {
        shippingRate: { value: number; currency: string };
        deliveryTime: { transitTime: { minValue: number; maxValue: number } };
      };
    };
  };

const decode = (s: string | undefined) => s?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('what a shared product link shows', () => {
  it('carries the title, picture, price and Product JSON-LD in the HTML from the server', async () => {
    const res = await fetch(`${baseUrl}/products/${sized.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(decode(meta(html, 'og:title'))).toContain(sized.name);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${baseUrl}/.+-1024w\\.webp$`));
    expect(meta(html, 'product:price:amount')).toBe(String(sized.price));
    expect(meta(html, 'product:price:currency')).toBe('KES');
    // The page itself is in the HTML, its main picture first and eager.
    expect(html).toMatch(/<h1[^>]*id="product-title"[^>]*>/);
    expect(html).toMatch(
      /<img[^>]*fetchpriority="high"[^>]*loading="eager"|<img[^>]*loading="eager"[^>]*fetchpriority="high"/i,
    );

    const ld = jsonLd(html);
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe(sized.name);
    // The shop's own stock code where the product has one, else its id.
    const detail = (await (await fetch(`${baseUrl}/api/catalogue/products/${sized.id}`)).json()) as {
      product: { sku: string | null };
    };
    expect(ld.sku).toBe(detail.product.sku ?? sized.id);
    expect(ld.image[0]).toBe(meta(html, 'og:image'));
    expect(ld.offers).toMatchObject({
      url: `${baseUrl}/products/${sized.slug}`,
      price: sized.price,
      priceCurrency: 'KES',
      availability: 'https://schema.org/InStock',
    });
    // The one shipping policy: free from KES 3,000, KES 200 below, 1 to 5 days.
    expect(ld.offers.shippingDetails.shippingRate).toMatchObject({
      value: sized.price >= 3000 ? 0 : 200,
      currency: 'KES',
    });
    expect(ld.offers.shippingDetails.deliveryTime.transitTime).toMatchObject({ minValue: 1, maxValue: 5 });
  });

  it('says a sold-out product is out of stock', async () => {
    const html = await (await fetch(`${baseUrl}/products/${soldOut.slug}`)).text();
    expect(jsonLd(html).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('finds a product by its id as well as its slug', async () => {
    const res = await fetch(`${baseUrl}/products/${sized.id}`);
    expect(res.status).toBe(200);
    expect(decode(meta(await res.text(), 'og:title'))).toContain(sized.name);
  });

  it('gives a bundle its own title, picture, price and JSON-LD', async () => {
    const res = await fetch(`${baseUrl}/bundles/${bundle.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(decode(meta(html, 'og:title'))).toContain(bundle.name);
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^${baseUrl}/`));
    expect(meta(html, 'product:price:amount')).toBe(String(bundle.price));
    expect(jsonLd(html).offers).toMatchObject({ price: bundle.price, priceCurrency: 'KES' });
  });
});

describe('a product a visitor may not see', () => {
  it('is a real 404 for the visitor and the page for the shop owner', async () => {
    const owner = await browser().newContext();
    const signIn = await owner.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: admin,
      headers: { origin: baseUrl },
    });
    expect(signIn.status()).toBe(200);
    const listing = await owner.request.get(`${baseUrl}/api/catalogue/products?access=vip`);
    const hidden = ((await listing.json()) as { products: Product[] }).products[0]!;
    expect(hidden).toBeDefined();

    const res = await fetch(`${baseUrl}/products/${hidden.slug}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page not found');
    expect(html).not.toContain(hidden.name);
    expect(html).not.toContain('application/ld+json');
    expect((await fetch(`${baseUrl}/bundles/no-such-bundle`)).status).toBe(404);

    const page = await owner.newPage();
    const seen = await visit(page, `/products/${hidden.slug}`, { waitUntil: 'networkidle' });
    expect(seen?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe(hidden.name);
    await owner.close();
  });
});

const bagBadge = (page: Page) => page.getByRole('button', { name: /^Bag, \d+ items?$/ });
const storedBag = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('shopping-cart-v2') ?? 'null')) as Promise<{
    items: { product: { id: string }; selectedSize: string | null; quantity: number }[];
    bundles: { bundle: { slug: string }; selectedSizes: Record<string, string> }[];
  } | null>;

describe('how a product page loads', () => {
  it('paints before any script is requested, then starts them within the Content-Security-Policy', async () => {
    const { width, height } = VIEWPORTS[0];
    const context = await browser().newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.violations.push(e.violatedDirective));
    });
    await visit(page, `/products/${sized.slug}`, { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.startsWith('/assets/') && r.name.endsWith('.js'))
        .map((r) => r.startTime),
      violations: (window as unknown as { violations: string[] }).violations,
    }));
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    expect(timing.violations).toEqual([]);
    // And the page works once they have run: the size buttons answer.
    const sizes = page.getByRole('group', { name: /^Size/ });
    const second = sized.sizes[1]!;
    await sizes.getByRole('button', { name: second, exact: true }).click();
    await expect(sizes.getByRole('button', { name: second, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each(VIEWPORTS)('the product page on a $name', ({ width, height }) => {
  const open = async (path: string) => {
    const context = await browser().newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await visit(page, path, { waitUntil: 'networkidle' });
    return { page, errors, context };
  };

  it('holds the size rule, adds the chosen size to the bag and updates the badge', async () => {
    const { page, errors, context } = await open(`/products/${sized.slug}`);
    expect(await page.locator('h1').innerText()).toBe(sized.name);
    const sizes = page.getByRole('group', { name: /^Size/ });
    const [first, second] = sized.sizes as [string, string];
    // The first size is chosen when the page opens.
    expect(await sizes.getByRole('button', { name: first, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await bagBadge(page).getAttribute('aria-label')).toBe('Bag, 0 items');

    // Tapping the chosen size again keeps it chosen: a size is changed by choosing another.
    await sizes.getByRole('button', { name: first, exact: true }).click();
    expect(await sizes.getByRole('button', { name: first, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await storedBag(page)).toBeNull();
    expect(await bagBadge(page).getAttribute('aria-label')).toBe('Bag, 0 items');

    await sizes.getByRole('button', { name: second, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByText('Added to bag!')).toHaveCount(1);
    await expect(bagBadge(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    expect((await storedBag(page))?.items).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ id: sized.id }),
        selectedSize: second,
        quantity: 1,
      }),
    ]);
    // Viewing the page put the product first in the recently viewed list.
    const recent = await page.evaluate(() => JSON.parse(localStorage.getItem('recently_viewed') ?? '[]'));
    expect(recent[0]).toMatchObject({ id: sized.id, slug: sized.slug, name: sized.name, price: sized.price });

    // The size chart opens from the page.
    await page.getByRole('button', { name: 'Size Chart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Size Chart' })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves through the pictures to the video, which plays only when asked', async () => {
    const { page, errors, context } = await open(`/products/${withVideo.slug}`);
    await page.route('**/www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '' }),
    );
    const carousel = page.getByRole('region', { name: `Pictures of ${withVideo.name}` });
    const play = carousel.getByRole('button', { name: `Play the video of ${withVideo.name}` });
    const inView = async () => {
      const [frame, button] = await Promise.all([carousel.boundingBox(), play.boundingBox()]);
      return !!frame && !!button && Math.abs(frame.x - button.x) < frame.width / 2;
    };
    expect(await inView()).toBe(false);
    // Quick presses each move one picture on: the last press lands on the video.
    for (let i = 0; i < withVideo.images.length; i++) {
      await carousel.getByRole('button', { name: 'Next picture' }).click();
    }
    await expect.poll(inView).toBe(true);
    expect(await page.locator('iframe').count()).toBe(0);
    await play.click();
    await expect(page.locator(`iframe[title="Video of ${withVideo.name}"]`)).toHaveCount(1);
    expect(await page.locator('iframe').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Buy Now adds the product, says so and goes on to the checkout', async () => {
    const { page, errors, context } = await open(`/products/${unsized.slug}`);
    expect(await page.getByRole('group', { name: /^Size/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByText(`Proceeding to checkout with ${unsized.name}`)).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe(`/products/${unsized.slug}`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/checkout');
    expect(await page.evaluate(() => localStorage.getItem('quick_purchase'))).toBe('true');
    expect((await storedBag(page))?.items[0]).toMatchObject({
      product: { id: unsized.id },
      selectedSize: null,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Buy Now for a product with sizes asks for the size in a dialog first', async () => {
    const { page, errors, context } = await open(`/products/${sized.slug}`);
    const [first, second] = sized.sizes as [string, string];
    await page.getByRole('button', { name: 'Buy Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your size' });
    await expect(dialog).toBeVisible();
    const sizes = dialog.getByRole('group', { name: /^Size/ });
    // The size chosen on the page comes along, and stays chosen when tapped again.
    expect(await sizes.getByRole('button', { name: first, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await sizes.getByRole('button', { name: first, exact: true }).click();
    expect(await sizes.getByRole('button', { name: first, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await storedBag(page)).toBeNull();

    await sizes.getByRole('button', { name: second, exact: true }).click();
    await dialog.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByText(`Proceeding to checkout with ${sized.name}`)).toHaveCount(1);
    expect(await dialog.count()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toBe('/checkout');
    expect((await storedBag(page))?.items[0]).toMatchObject({
      product: { id: sized.id },
      selectedSize: second,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns the buttons off for a sold-out product', async () => {
    const { page, context } = await open(`/products/${soldOut.slug}`);
    expect(await page.getByText('Out of Stock').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Add to Bag' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Buy Now' }).isDisabled()).toBe(true);
    expect(await page.getByText('No fabric details available for this product.').count()).toBe(1);
    await context.close();
  });

  it('shows the not-found page for a product that is not there', async () => {
    const { page, errors, context } = await open('/products/no-such-product');
    expect(await page.locator('h1').innerText()).toBe('Page not found');
    expect(await page.title()).toMatch(/^Page not found/);
    // Chromium reports the document's own 404 status as a console error; nothing else may appear.
    expect(errors.filter((e) => !e.includes('status of 404 (Not Found)'))).toEqual([]);
    await context.close();
  });

  it('shows a bundle with its pieces and savings and adds it to the bag', async () => {
    const { page, errors, context } = await open(`/bundles/${bundle.slug}`);
    expect(await page.locator('h1').innerText()).toBe(bundle.name);
    const inside = page.getByRole('region', { name: "What's inside" });
    for (const { product } of bundle.bundle_items) {
      expect(await inside.getByRole('link', { name: product.name, exact: true }).count()).toBe(1);
    }
    const savings = Math.max(bundle.savings, bundle.components_total - bundle.price);
    expect(await page.getByText(`You save ${kes(savings)}`).count()).toBe(1);
    await page.getByRole('button', { name: 'Add Bundle to Bag' }).click();
    await expect(page.getByText(`${bundle.name} added to bag!`)).toHaveCount(1);
    await expect(bagBadge(page)).toHaveAttribute('aria-label', /^Bag, [1-9]\d* items?$/);
    const line = (await storedBag(page))?.bundles[0];
    expect(line?.bundle.slug).toBe(bundle.slug);
    // Every piece with sizes went in with its first size chosen.
    const sizedPieces = bundle.bundle_items.filter((item) => item.product.sizes.length > 0).length;
    expect(Object.keys(line?.selectedSizes ?? {})).toHaveLength(sizedPieces);

    await page.getByRole('link', { name: 'All bundles' }).click();
    await expect(page.locator('h1')).toHaveText('Bundles');
    expect(await page.getByRole('link', { name: bundle.name, exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the product dialog from the home grid, adds to the bag and closes on Escape', async () => {
    const { page, errors, context } = await open('/');
    const link = page.locator(`article a[href="/products/${sized.slug}"]`).first();
    await link.click();
    const dialog = page.getByRole('dialog', { name: sized.name });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await dialog.getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(
      `/products/${sized.slug}`,
    );
    // The detail fills in: the description section has text beyond the loading state.
    await expect(dialog.getByLabel('Loading the description')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(bagBadge(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

type VideoPinRow = { show_at: number; hide_at: number; product: { name: string; slug: string } };
type ShopVideo = { id: string; title: string; poster: string | null; product_tags: VideoPinRow[] };

// The journey machine has no internet: YouTube's IFrame Player API is stood in by a small fake whose
// clock the test sets (window.__ytTime), and the embed by an empty page. Everything else is real.
const FAKE_YOUTUBE_API = `
  window.__ytTime = window.__ytTime || 0;
  window.YT = { Player: function (iframe, options) {
    var player = this;
    player.getCurrentTime = function () { return window.__ytTime; };
    player.pauseVideo = function () {};
    player.playVideo = function () {};
    setTimeout(function () { options.events.onStateChange({ data: 1, target: player }); }, 0);
  } };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
`;

describe('a shoppable video on a phone (390 px)', () => {
  let video: ShopVideo;
  beforeAll(async () => {
    const { videos } = (await (await fetch(`${baseUrl}/api/catalogue/videos`)).json()) as {
      videos: ShopVideo[];
    };
    video = videos.find((v) => v.product_tags.some((t) => t.show_at > 0))!;
    expect(video).toBeTruthy();
  });

  it('shares its page with Open Graph video tags, and 404s an unknown video', async () => {
    const res = await fetch(`${baseUrl}/videos/${video.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(meta(html, 'og:type')).toBe('video.other');
    expect(decode(meta(html, 'og:title'))).toMatch(new RegExp(`^${escapeRegExp(video.title)}`));
    expect(meta(html, 'og:video')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
    expect(meta(html, 'og:image')).toMatch(/^https?:\/\//);
    expect((await fetch(`${baseUrl}/videos/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/videos/not-a-video`)).status).toBe(404);
  });

  it('shows a pin at its second, bags the piece from its popup, and copies the link to share', async () => {
    const pin = video.product_tags.find((t) => t.show_at > 0)!;
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // A browser without a share sheet: sharing copies the link.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    });
    await context.route('https://www.youtube.com/iframe_api', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE_API }),
    );
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Embed</title>' }),
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    const events: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/videos\/[^/]+\/events$/.test(request.url())) {
        events.push((JSON.parse(request.postData() ?? '{}') as { kind: string }).kind);
      }
    });

    // The card's title on the home grid leads to the video's page.
    await visit(page, '/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: video.title, exact: true }).click();
    await expect(page.locator('h1')).toHaveText(video.title);
    expect(new URL(page.url()).pathname).toBe(`/videos/${video.id}`);
    const pieces = page.getByRole('region', { name: 'Shop this video' });
    await expect(
      pieces.getByRole('button', { name: new RegExp(escapeRegExp(pin.product.name)) }),
    ).toBeVisible();

    await page.getByRole('button', { name: `Play video: ${video.title}` }).click();
    await expect(page.locator(`iframe[title="${video.title}"]`)).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?enablejsapi=1&origin=/,
    );
    const pinButton = page.getByRole('button', { name: `Shop ${pin.product.name}` });
    // Before its second the pin is not there; at its second it is; at hide_at it is gone again.
    await page.waitForFunction(() => 'YT' in window);
    await expect(pinButton).toHaveCount(0);
    await page.evaluate((t) => ((window as unknown as { __ytTime: number }).__ytTime = t), pin.show_at + 0.5);
    await expect(pinButton).toBeVisible();
    await page.evaluate((t) => ((window as unknown as { __ytTime: number }).__ytTime = t), pin.hide_at);
    await expect(pinButton).toHaveCount(0);
    await page.evaluate((t) => ((window as unknown as { __ytTime: number }).__ytTime = t), pin.show_at);
    await pinButton.click();

    const dialog = page.getByRole('dialog', { name: pin.product.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /wishlist/i })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to Bag' }).click();
    await toast(page, 'Added to bag!');
    await expect(bagBadge(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Share video' }).click();
    await toast(page, 'Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/videos/${video.id}`);
    await expect
      .poll(() => events)
      .toEqual(expect.arrayContaining(['view', 'pin_tap', 'add_to_bag', 'share']));
    // The events endpoint comes with the owner's videos work; until then the server answers 404.
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });
});
