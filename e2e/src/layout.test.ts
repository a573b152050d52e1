// The frame around every page: the global error screen, the footer sign-up, scroll-to-top, and the
// guest-only orders page, and the frame the server sends for pages that live on the device.
import { describe, it, inject } from 'vitest';
import { expect, reload, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();

describe('the global error screen', () => {
  it('shows the spec texts, raises the toast and reports the error to the shop', async () => {
    const page = await browser().newPage();
    const reports: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/client-errors')) reports.push(req.postData() ?? '');
    });
    await page.route('**/api/catalogue/products', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"internal","message":"Catalogue is down"}}',
      }),
    );
    await visit(page, '/about', { waitUntil: 'networkidle' });
    // An in-app navigation to the home page, whose data now fails to load.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();

    // The failed load is retried once (mobile data drops requests) before the error screen shows.
    await expect(page.locator('h1').first()).toHaveText('Something went wrong', { timeout: 8000 });
    const text = await page.locator('body').innerText();
    expect(text).toContain(
      'We apologize for the inconvenience. Our team has been notified about this issue.',
    );
    await page.getByText('Error details').click();
    expect(await page.locator('details').innerText()).toContain('Catalogue is down');
    expect(await page.getByRole('button', { name: 'Refresh Page' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    await expect(page.getByText('An error occurred. Our team has been notified.')).toHaveCount(1, {
      timeout: 5000,
    });
    await expect.poll(() => reports.length, { timeout: 5000 }).toBe(1);
    expect(JSON.parse(reports[0]!)).toMatchObject({ message: 'Catalogue is down' });
    await page.close();
  });
});

describe('the footer sign-up', () => {
  it('checks the e-mail on the device, then signs the shopper up', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } });
    const errors = watchErrors(page);
    await visit(page, '/about', { waitUntil: 'networkidle' });
    const form = page.locator('#early-access-signup');
    await form.getByRole('button', { name: 'Join Early Access' }).click();
    await expect(form.getByText('Please enter your email')).toHaveCount(1);

    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Join Early Access' }).click();
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(1);

    await form.getByLabel('First name').fill('Achieng');
    await form.getByLabel('Email address').fill(`achieng-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Join Early Access' }).click();
    await expect(form.getByText("You're in! Welcome to The Bag Family! 🎉")).toHaveCount(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is where the marquee banner takes the shopper', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } });
    await visit(page, '/privacy', { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /early access/i })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await page.close();
  });
});

describe('scrolling', () => {
  it('offers a scroll-to-top button after 300 px and it goes back to the top', async () => {
    const page = await browser().newPage({ viewport: { width: 360, height: 780 } });
    await visit(page, '/terms', { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: 'Scroll to top' });
    expect(await button.isVisible()).toBe(false);
    await page.mouse.wheel(0, 1200);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});

describe('/guest-orders', () => {
  it('sends a signed-in shopper to /account', async () => {
    const admin = inject('admin');
    const context = await browser().newContext();
    await context.request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: { email: admin.email, password: admin.password },
      headers: { origin: baseUrl },
    });
    const page = await context.newPage();
    await visit(page, '/guest-orders', { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/account');
    await context.close();
  });
});

describe('the bag badge', () => {
  it('counts the bag the device keeps, and a visitor without one downloads no bag code', async () => {
    const page = await browser().newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await visit(page, '/about', { waitUntil: 'networkidle' });
    expect(await page.getByRole('button', { name: 'Bag, 0 items' }).count()).toBe(1);
    expect(scripts.filter((s) => s.includes('stored-bag-count'))).toEqual([]);

    const bag = {
      items: [
        {
          product: { id: 'p1', name: 'Denim Jacket', price: 2500, category: 'clothing' },
          quantity: 2,
          selectedSize: 'M',
        },
        {
          product: { id: 'p2', name: 'Gold Hoops', price: 800, category: 'jewelry' },
          quantity: 1,
          selectedSize: null,
        },
      ],
      bundles: [],
      discountCode: null,
    };
    await page.evaluate((value) => localStorage.setItem('shopping-cart-v2', value), JSON.stringify(bag));
    await reload(page, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Bag, 3 items' })).toHaveCount(1);
    await page.close();
  });

  it('survives a tampered stored bag', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    await visit(page, '/about', { waitUntil: 'networkidle' });
    await page.evaluate(() =>
      localStorage.setItem('shopping-cart-v2', '{"items":[{"quantity":"lots"}],"bundles":7'),
    );
    await reload(page, { waitUntil: 'networkidle' });
    expect(await page.getByRole('button', { name: 'Bag, 0 items' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('a page that lives on the device', () => {
  it('arrives as the shop frame with a loading line, then becomes the page with its footer', async () => {
    // What the server sends before any script runs: the navbar and the loading line, no footer yet.
    const html = await (await fetch(`${baseUrl}/checkout`)).text();
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toMatch(/<p role="status"[^>]*>.*Loading\.\.\.<\/p>/);
    expect(html).not.toContain('<footer');
    expect(html).toContain('id="app-modules"');

    const page = await browser().newPage({ viewport: { width: 390, height: 844 } });
    const errors = watchErrors(page);
    await visit(page, '/checkout');
    // After hydration the checkout itself replaces the line, and the footer follows it.
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(1);
    expect(await page.locator('main').innerText()).not.toBe('');
    // The page fills the first screen, so the footer arriving with it lands below it: nothing new
    // appears late on the screen the shopper is looking at.
    const footerTop = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(844);
    expect(errors).toEqual([]);
    await page.close();
  });
});
