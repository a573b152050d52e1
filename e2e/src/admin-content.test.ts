// The owner's content screens, used as a person would and checked from the shop's side:
// - Bundles, on a phone: a new bundle of two products found with the product search (one of them
//   twice), the saving worked out live as the price is typed, saved; a shopper then finds it at
//   /bundles/{slug} with its pieces and what it saves, and once the owner deactivates it (after the
//   confirm dialog) it is gone from /bundles.
// - Content, on a laptop: two questions in a new FAQ category, the second moved up with its arrow
//   button from the keyboard; a shopper sees them on /faq in that order, and no longer sees the one
//   the owner hides. The Privacy page's own text (a ## heading and a paragraph) replaces the built-in
//   page on /privacy until "Restore the built-in text" brings it back.
// - Upload: two pictures and a text file chosen through the file input and sent together; the page
//   says what was kept and why the text file was refused (the server's words), and the kept files'
//   addresses answer.
// Everything made here is taken back at the end (the bundle off sale, the questions deleted, the
// built-in privacy text restored), by the journeys themselves or, if one failed half-way, afterwards.
import { request as playwrightRequest, type Page } from 'playwright-core';
import { afterAll, describe, inject, it } from 'vitest';
import { signedInPage } from './admin-shop';
import { escapeRegExp, expect, LAPTOP, PHONE_SCREEN, useBrowser, visit, watchErrors } from './browser';
import { kes } from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
/** Marks what this file makes, so the clean-up finds it and nothing else. */
const stamp = Date.now().toString(36);

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A page for a shopper who is not signed in. */
async function shopperPage(viewport: { width: number; height: number }) {
  const page = await (await browser().newContext({ viewport })).newPage();
  page.context().setDefaultTimeout(15_000);
  return { page, errors: watchErrors(page) };
}

async function ownerPage(viewport: { width: number; height: number }) {
  const page = await signedInPage(browser(), baseUrl, admin, viewport);
  page.context().setDefaultTimeout(15_000);
  return { page, errors: watchErrors(page) };
}

// If a journey stopped half-way, what it made is taken back here through the admin API, so the
// journeys after this file find the shop as it was.
afterAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    expect((await api.post('/api/auth/sign-in/email', { data: admin })).status()).toBe(200);
    const { bundles } = (await (
      await api.get('/api/admin/bundles', { params: { q: stamp, active: 'true', page_size: '25' } })
    ).json()) as { bundles: { id: string; name: string }[] };
    for (const b of bundles.filter((b) => b.name.includes(stamp)))
      await api.post(`/api/admin/bundles/${b.id}/deactivate`);
    const { faqs } = (await (await api.get('/api/admin/faqs')).json()) as {
      faqs: { id: string; category: string }[];
    };
    for (const f of faqs.filter((f) => f.category.includes(stamp)))
      await api.delete(`/api/admin/faqs/${f.id}`);
    const { pages } = (await (await api.get('/api/admin/pages')).json()) as {
      pages: { slug: string; page: { body: string } | null }[];
    };
    if (pages.find((p) => p.slug === 'privacy')?.page?.body.includes(stamp))
      await api.delete('/api/admin/pages/privacy');
  } finally {
    await api.dispose();
  }
});

type Product = {
  id: string;
  name: string;
  slug: string;
  price: number;
  stock: number;
  sizes: string[];
  size_stock: Record<string, number>;
  vip_only: boolean;
  early_access_only: boolean;
};

/** Two ordinary pieces in stock from the middle of the catalogue's first page (nothing is bought). */
async function twoProducts(): Promise<[Product, Product]> {
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: Product[];
  };
  const names = products.map((p) => p.name);
  const fit = products.slice(6, -6).filter(
    (p) =>
      // Two of one size (or of a piece without sizes), so the bundle with one piece twice can sell:
      // a bundle takes all its pieces of a product in one size.
      (p.sizes.length === 0 ? p.stock : Math.max(...Object.values(p.size_stock))) >= 2 &&
      !p.vip_only &&
      !p.early_access_only &&
      names.indexOf(p.name) === names.lastIndexOf(p.name),
  );
  // No name inside another, so each search's Add button is its own product's.
  const [a, b] = fit.filter((p, i) => fit.every((q, j) => i === j || !q.name.includes(p.name)));
  expect(a && b).toBeTruthy();
  return [a!, b!];
}

describe('bundles', () => {
  it('the owner makes a bundle on a phone with the saving shown live; shoppers see it until it is deactivated', async () => {
    const [twice, once] = await twoProducts();
    const name = `Pwani Weekend Pair ${stamp}`;
    const description = 'Two pieces picked to be worn together, for a weekend at the coast.';
    const total = twice.price * 2 + once.price;
    const price = Math.floor((total * 0.85) / 10) * 10;
    const saving = total - price;
    const percent = Math.round((saving / total) * 100);
    const { page: owner, errors: ownerErrors } = await ownerPage(PHONE_SCREEN);

    await visit(owner, '/admin/bundles');
    await expect(heading(owner)).toHaveText('Bundles');
    await owner.getByRole('link', { name: 'Create bundle' }).click();
    await expect(heading(owner)).toHaveText('New bundle');
    await owner.getByLabel('Name', { exact: true }).fill(name);
    await owner.getByLabel('Description (optional)').fill(description);

    // The pieces, found by name with the product search; the first one is wanted twice.
    const search = owner.getByRole('searchbox', { name: 'Add a product' });
    const chosen = owner.getByRole('list', { name: 'Products in the bundle' });
    for (const [i, product] of [twice, once].entries()) {
      await search.fill(product.name);
      const add = owner
        .getByRole('list', { name: 'Search results' })
        .getByRole('button', { name: `Add ${product.name}`, exact: true });
      await add.click();
      await expect(chosen.getByRole('listitem')).toHaveCount(i + 1);
      await expect(owner.getByText(`${product.name} added to the bundle.`)).toHaveCount(1);
    }
    await owner.getByLabel(`Quantity of ${twice.name}`).fill('2');
    expect(await owner.getByLabel(`Quantity of ${once.name}`).inputValue()).toBe('1');
    await expect(chosen.getByText(`${kes(twice.price * 2)} for 2`)).toHaveCount(1);

    // What the pieces cost apart is there at once; the saving comes with the price.
    await expect(owner.getByText(kes(total), { exact: true })).toHaveCount(1);
    expect(await owner.getByText('Add products and a price to see the saving.').count()).toBe(1);
    await owner.getByLabel('Bundle price (KES)').fill(String(price));
    await expect(owner.getByText(`${kes(saving)} (${percent}%)`, { exact: true })).toHaveCount(1);
    expect(await owner.getByText(`Shoppers see “Save ${kes(saving)}”.`).count()).toBe(1);

    await owner.getByRole('button', { name: 'Create bundle' }).click();
    await expect(heading(owner)).toHaveText('Bundles');
    await expect(owner.getByText(`Bundle ${name} created.`)).toHaveCount(1);

    // The new bundle in the owner's list (cards on a phone): its price and saving.
    await owner.getByRole('searchbox', { name: 'Search bundles' }).fill(stamp);
    const card = owner.getByRole('list', { name: 'Bundles' }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    expect(await card.innerText()).toContain(`${kes(price)} · ${kes(saving)} (${percent}%)`);
    await card.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(heading(owner)).toHaveText(name);
    const view = owner.getByRole('link', { name: 'View in the shop (opens in a new tab)' });
    const href = (await view.getAttribute('href'))!;
    expect(href).toMatch(/^\/bundles\/pwani-weekend-pair-[a-z0-9]+$/);

    // A shopper on a phone opens the bundle's page: its pieces and what it saves.
    const { page: shopper, errors: shopperErrors } = await shopperPage(PHONE_SCREEN);
    await visit(shopper, href);
    await expect(heading(shopper)).toHaveText(name);
    const main = shopper.getByRole('main');
    expect(await main.getByText('BUNDLE · 2 ITEMS').count()).toBe(1);
    expect(await main.getByText(kes(price), { exact: true }).count()).toBe(1);
    expect(await main.locator('s').textContent()).toBe(`Bought separately ${kes(total)}`);
    expect(await main.getByText(`You save ${kes(saving)}`, { exact: true }).count()).toBe(1);
    expect(await main.getByText(description, { exact: true }).count()).toBe(1);
    const inside = shopper.getByRole('region', { name: "What's inside" }).getByRole('listitem');
    await expect(inside).toHaveCount(2);
    // Each piece with how many, its price and a link to it (the shop lists them by name).
    for (const [product, times] of [
      [twice, '2 × '],
      [once, ''],
    ] as const) {
      const piece = inside.filter({ has: shopper.getByRole('link', { name: product.name, exact: true }) });
      expect(await piece.innerText()).toMatch(
        new RegExp(`^${times}${escapeRegExp(product.name)}\\n+${kes(product.price)}(\\n|$)`),
      );
      expect(await piece.getByRole('link').getAttribute('href')).toBe(`/products/${product.slug}`);
    }
    expect(await shopper.getByRole('button', { name: 'Add Bundle to Bag' }).isEnabled()).toBe(true);

    // On /bundles too, with its saving.
    await visit(shopper, '/bundles');
    const listed = shopper.getByRole('article', { name });
    await expect(listed).toHaveCount(1);
    expect(await listed.getByText(`Save ${kes(saving)}`).count()).toBe(1);
    expect(shopperErrors).toEqual([]);

    // The owner takes it off sale, confirming first.
    await owner.getByRole('button', { name: `Deactivate ${name}` }).click();
    const confirm = owner.getByRole('dialog', { name: `Take ${name} off sale?` });
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(owner.getByText(`${name} is off sale.`)).toHaveCount(1);
    await expect(confirm).toHaveCount(0);
    await expect(owner.getByRole('button', { name: `Activate ${name}` })).toHaveCount(1);
    expect(await view.count()).toBe(0);
    expect(ownerErrors).toEqual([]);

    // Gone from /bundles, and its own page is the shop's not-found page.
    await expect
      .poll(async () => {
        await visit(shopper, '/bundles');
        await heading(shopper).waitFor();
        return listed.count();
      })
      .toBe(0);
    expect(shopperErrors).toEqual([]);
    const gone = await visit(shopper, href);
    expect(gone?.status()).toBe(404);
    await expect(heading(shopper)).toHaveText('Page not found');

    await owner.context().close();
    await shopper.context().close();
  });
});

describe('content', () => {
  it('the owner adds FAQs in a new category on a laptop and orders them from the keyboard; shoppers see that order, and not the hidden one', async () => {
    const category = `Kanga care ${stamp}`;
    const questions = [
      { question: `Can I machine-wash a kanga? (${stamp})`, answer: 'Cold water, gentle cycle, inside out.' },
      { question: `Will the colours run? (${stamp})`, answer: 'Wash it alone the first time; they settle.' },
    ];
    const [older, newer] = questions as [(typeof questions)[0], (typeof questions)[0]];
    const { page: owner, errors: ownerErrors } = await ownerPage(LAPTOP);

    await visit(owner, '/admin/content');
    await expect(heading(owner)).toHaveText('Content');
    const tabs = owner.getByRole('navigation', { name: 'Which content' });
    expect(await tabs.getByRole('link', { name: 'FAQs' }).getAttribute('aria-current')).toBe('page');

    for (const { question, answer } of questions) {
      await owner.getByRole('button', { name: 'New question' }).click();
      const dialog = owner.getByRole('dialog', { name: 'New question' });
      await dialog.getByLabel('Question').fill(question);
      await dialog.getByLabel('Answer').fill(answer);
      await dialog.getByLabel('Category').fill(category);
      expect(await dialog.getByLabel('Active').isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Add question' }).click();
      await expect(dialog).toHaveCount(0);
    }

    // The new category, its questions in the order they were written.
    const group = owner.getByRole('region', { name: `${category} (2)` });
    const order = () =>
      group
        .getByRole('group', { name: /^Order of / })
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    await expect.poll(order).toEqual([`Order of “${older.question}”`, `Order of “${newer.question}”`]);
    expect(await group.getByRole('button', { name: `Move “${older.question}” up` }).isDisabled()).toBe(true);

    // The second one moves up from the keyboard; the focus stays on its arrows.
    await group.getByRole('button', { name: `Move “${newer.question}” up` }).focus();
    await owner.keyboard.press('Enter');
    await expect.poll(order).toEqual([`Order of “${newer.question}”`, `Order of “${older.question}”`]);
    await expect(owner.getByText(`“${newer.question}” moved up: 1 of 2 in ${category}.`)).toHaveCount(1);
    await expect
      .poll(() => owner.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move “${newer.question}” down`);

    // A shopper on a laptop sees the new category on /faq, in the owner's order.
    const { page: shopper, errors: shopperErrors } = await shopperPage(LAPTOP);
    const section = shopper.getByRole('region', { name: category });
    const shown = () => section.getByRole('listitem').allInnerTexts();
    await expect
      .poll(async () => {
        await visit(shopper, '/faq');
        await heading(shopper).waitFor();
        return shown();
      })
      .toEqual([newer.question, older.question]);
    expect(
      await shopper
        .getByRole('navigation', { name: 'FAQ categories' })
        .getByRole('link', { name: category })
        .count(),
    ).toBe(1);
    await section.getByText(newer.question).click();
    await expect(section.getByText(newer.answer)).toBeVisible();

    // The owner hides the first one: the shopper's /faq keeps only the other.
    await group.getByRole('button', { name: `Hide “${newer.question}” from the FAQ page` }).click();
    await expect(owner.getByText('The question is hidden from the FAQ page.')).toHaveCount(1);
    expect(
      await group.getByRole('button', { name: `Show “${newer.question}” on the FAQ page` }).count(),
    ).toBe(1);
    await expect
      .poll(async () => {
        await visit(shopper, '/faq');
        await heading(shopper).waitFor();
        return shown();
      })
      .toEqual([older.question]);
    expect(shopperErrors).toEqual([]);

    // Both are deleted again (each after its confirm dialog): the category is gone from the list.
    for (const { question } of [newer, older]) {
      await owner.getByRole('button', { name: `Delete “${question}”` }).click();
      const dialog = owner.getByRole('dialog', { name: 'Delete this question?' });
      await dialog.getByRole('button', { name: 'Delete question' }).click();
      await expect(dialog).toHaveCount(0);
    }
    await expect(owner.getByRole('region', { name: new RegExp(`^${escapeRegExp(category)}`) })).toHaveCount(
      0,
    );
    expect(ownerErrors).toEqual([]);
    await owner.context().close();
    await shopper.context().close();
  });

  it('the owner’s own Privacy text replaces the built-in page until the built-in text is restored', async () => {
    const sectionTitle = 'How we look after your M-Pesa number';
    const paragraph = `We use your phone number to confirm payments and arrange delivery, nothing else (${stamp}).`;
    const { page: owner, errors: ownerErrors } = await ownerPage(LAPTOP);

    await visit(owner, '/admin/content');
    await expect(heading(owner)).toHaveText('Content');
    await owner
      .getByRole('navigation', { name: 'Which content' })
      .getByRole('link', { name: 'Pages' })
      .click();
    const pages = owner.getByRole('navigation', { name: 'Static pages' });
    await pages.getByRole('link', { name: /^Privacy Policy/ }).click();
    await expect.poll(() => new URL(owner.url()).search).toBe('?tab=pages&page=privacy');
    expect(await pages.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The page's panel: a region named by its heading.
    const editor = owner.getByRole('region', { name: 'Privacy Policy' });
    await expect(editor.getByText('Built-in text', { exact: true })).toHaveCount(1);
    expect(await editor.getByLabel('Title').inputValue()).toBe('Privacy Policy');
    // The editor starts from the built-in text, so changing one sentence is not retyping the policy.
    const text = editor.getByLabel('Text', { exact: true });
    await expect(text).toHaveValue(/^[^#][\s\S]*\n\n## Who we are\n\n/);

    await editor.getByLabel('Text', { exact: true }).fill(`## ${sectionTitle}\n\n${paragraph}`);
    await editor.getByRole('button', { name: 'Save text' }).click();
    await expect(owner.getByText('Privacy Policy saved. The shop shows your text now.')).toHaveCount(1);
    await expect(editor.getByText('Your text', { exact: true })).toHaveCount(1);

    // A shopper opens /privacy: the owner's heading and paragraph, not the built-in sections.
    const { page: shopper, errors: shopperErrors } = await shopperPage(LAPTOP);
    const main = shopper.getByRole('main');
    const ownHeading = main.getByRole('heading', { level: 2, name: sectionTitle });
    await expect
      .poll(async () => {
        await visit(shopper, '/privacy');
        await heading(shopper).waitFor();
        return ownHeading.count();
      })
      .toBe(1);
    expect(await heading(shopper).innerText()).toBe('Privacy Policy');
    expect(await main.getByText(paragraph, { exact: true }).count()).toBe(1);
    expect(await main.getByRole('heading', { level: 2, name: 'Who we are' }).count()).toBe(0);

    // "Restore the built-in text", confirmed: the built-in page is back.
    await editor.getByRole('button', { name: 'Restore the built-in text' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Restore the built-in Privacy Policy?' });
    await dialog.getByRole('button', { name: 'Restore the built-in text' }).click();
    await expect(owner.getByText('Privacy Policy: the built-in text is back.')).toHaveCount(1);
    await expect(editor.getByText('Built-in text', { exact: true })).toHaveCount(1);
    expect(await editor.getByRole('button', { name: 'Restore the built-in text' }).count()).toBe(0);
    await expect(editor.getByLabel('Text', { exact: true })).toHaveValue(/\n## Who we are\n/);
    expect(ownerErrors).toEqual([]);

    await expect
      .poll(async () => {
        await visit(shopper, '/privacy');
        await heading(shopper).waitFor();
        return main.getByRole('heading', { level: 2, name: 'Who we are' }).count();
      })
      .toBe(1);
    expect(await ownHeading.count()).toBe(0);
    expect(await main.getByText(paragraph).count()).toBe(0);
    expect(shopperErrors).toEqual([]);
    await owner.context().close();
    await shopper.context().close();
  });
});

/** A real PNG drawn on a canvas in the page (two blocks of colour), as bytes. */
async function drawPng(page: Page, width: number, height: number, colours: [string, string]) {
  const dataUrl = await page.evaluate(
    ({ width, height, colours }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const paint = canvas.getContext('2d')!;
      paint.fillStyle = colours[0];
      paint.fillRect(0, 0, width, height);
      paint.fillStyle = colours[1];
      paint.fillRect(width / 5, height / 5, (width * 3) / 5, (height * 3) / 5);
      return canvas.toDataURL('image/png');
    },
    { width, height, colours },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

describe('upload', () => {
  it('the owner uploads two pictures and a text file at once: the pictures are kept, the text file refused in the server’s words', async () => {
    const { page: owner, errors } = await ownerPage(PHONE_SCREEN);
    await visit(owner, '/upload');
    await expect(heading(owner)).toHaveText('Upload');

    const front = await drawPng(owner, 600, 800, ['#1f6f5c', '#f2c14e']);
    const back = await drawPng(owner, 800, 600, ['#7a2e1f', '#e8d5b5']);
    expect([...front.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    await owner.getByLabel('Choose files').setInputFiles([
      { name: 'kanga-front.png', mimeType: 'image/png', buffer: front },
      { name: 'kanga-back.png', mimeType: 'image/png', buffer: back },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Measurements: 110 x 160 cm.\n') },
    ]);
    const chosen = owner.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
    await expect(chosen).toHaveCount(3);
    expect(await chosen.filter({ hasText: 'notes.txt' }).innerText()).toContain('not a picture or video?');
    expect(await owner.getByRole('button', { name: 'Remove notes.txt' }).count()).toBe(1);

    // All three go in one request: the server keeps the pictures and refuses the text file.
    await owner.getByRole('button', { name: 'Upload 3 files' }).click();
    const kept = owner.getByRole('status').filter({ hasText: '2 file(s) uploaded successfully!' });
    await expect(kept).toHaveCount(1);
    const refusals = await owner.getByRole('main').getByRole('alert').getByRole('listitem').allInnerTexts();
    expect(refusals).toEqual([
      'Failed to upload notes.txt: Upload failed: This file is not a picture (JPEG, PNG, GIF, WebP or AVIF) or a video (MP4 or WebM).',
    ]);
    expect(await owner.getByRole('list', { name: 'Chosen files' }).count()).toBe(0);

    // The kept files with their addresses, which answer with the pictures.
    const uploaded = owner.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem');
    await expect(uploaded).toHaveCount(2);
    for (const filename of ['kanga-front.png', 'kanga-back.png']) {
      const url = await owner.getByLabel(`URL of ${filename}`).inputValue();
      expect(url).toMatch(/^\/uploads\/images\/[A-Za-z0-9_-]+\.webp$/);
      const res = await fetch(`${baseUrl}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(
        await owner.getByRole('link', { name: `Open ${filename} in a new tab` }).getAttribute('href'),
      ).toBe(url);
    }
    expect(await uploaded.filter({ hasText: 'notes.txt' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await owner.context().close();
  });
});
