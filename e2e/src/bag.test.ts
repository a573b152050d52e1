// The bag on a phone (390 px) and a laptop (1280 px): two sizes of one piece merged by a size change in
// the drawer, the quantity bounds (1 up to what the line's size has left, at most 10), remove, the bag
// surviving a reload, a bundle line with its pieces popover and bounds (what its chosen sizes can make),
// and a discount code applied and removed — checked by the server against its own prices.
import type { Locator } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { expect, reload, useBrowser, VIEWPORTS, visit, watchErrors } from './browser';
import { bagButton, bagDrawer, kes, newShopper, openBag } from './checkout-helpers';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const browser = useBrowser();

type SizeStock = Record<string, number>;
type Product = { slug: string; name: string; price: number; sizes: string[]; size_stock: SizeStock };
type Bundle = {
  slug: string;
  name: string;
  price: number;
  stock: number;
  bundle_items: { quantity: number; product: { sizes: string[]; size_stock: SizeStock } }[];
};

let sized: Product;
/** Pieces of the sized product's first size: the most its line can hold. */
let firstSizeStock: number;
let bundle: Bundle;
/** Bundles the bundle's preselected sizes (each piece's first size that can make one) can make. */
let bundleCeiling: number;

beforeAll(async () => {
  const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
    products: Product[];
  };
  // Its first size has room for the two lines merged into it (the demo shop spreads a piece's few
  // pieces over its sizes, so that is 2 or so).
  const first = (p: Product) => p.size_stock[p.sizes[0]!] ?? 0;
  const second = (p: Product) => p.size_stock[p.sizes[1]!] ?? 0;
  sized = products.find((p) => p.sizes.length >= 2 && first(p) >= 2 && first(p) < 10 && second(p) > 0)!;
  firstSizeStock = sized && first(sized);
  const { bundles } = (await (await fetch(`${baseUrl}/api/catalogue/bundles`)).json()) as {
    bundles: Bundle[];
  };
  // Each piece's first size that can make a bundle is preselected; the line holds what those make.
  const inFirstSizes = (b: Bundle) =>
    Math.min(
      b.stock,
      ...b.bundle_items.map(({ quantity, product }) => {
        const sizes = product.sizes.length > 0 ? product.sizes : [''];
        const counts = sizes.map((size) =>
          Math.floor((product.size_stock[size] ?? 0) / Math.max(1, quantity)),
        );
        return counts.find((n) => n > 0) ?? 0;
      }),
    );
  // A bundle of several pieces (the most first, then the roomiest) whose preselected sizes make
  // fewer than 5.
  bundle = bundles
    .filter((b) => b.bundle_items.length >= 3 && inFirstSizes(b) >= 1 && inFirstSizes(b) < 5)
    .sort((a, b) => b.bundle_items.length - a.bundle_items.length || inFirstSizes(b) - inFirstSizes(a))[0]!;
  bundleCeiling = bundle && inFirstSizes(bundle);
  expect(sized && bundle).toBeTruthy();
});

/**
 * Presses a line's + (or −) until its quantity is `last`, checking each step, then checks the button
 * is off there: marked aria-disabled, and a tap (forced: Playwright would wait for an aria-disabled
 * button to turn enabled) leaves the quantity as it is.
 */
async function stepTo(line: Locator, button: Locator, last: number) {
  const quantity = line.getByTestId('quantity');
  const step = last > Number(await quantity.innerText()) ? 1 : -1;
  for (let n = Number(await quantity.innerText()) + step; n * step <= last * step; n += step) {
    await button.click();
    await expect(quantity).toHaveText(String(n));
  }
  expect(await button.getAttribute('aria-disabled')).toBe('true');
  await button.click({ force: true });
  expect(await quantity.innerText()).toBe(String(last));
}

/** A new visitor on this screen, with the page's errors collected. */
async function bagShopper(width: number, height: number) {
  const { context, page } = await newShopper(browser(), width, height);
  return { context, page, errors: watchErrors(page) };
}

describe.each(VIEWPORTS)('the bag on a $name ($width px)', ({ width, height }) => {
  it('merges two sizes by a size change, holds the quantity bounds, and survives a reload', async () => {
    const { context, page, errors } = await bagShopper(width, height);
    await visit(page, `/products/${sized.slug}`);
    const sizes = page.getByRole('group', { name: /^Size/ });
    const [first, second] = await sizes.getByRole('button').allInnerTexts();
    // The first size is preselected: add it, then the second.
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    await sizes.getByRole('button', { name: second!, exact: true }).click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 2 items');

    const bag = await openBag(page);
    expect(await bag.getByRole('heading', { name: 'Your Bag (2 items)' }).count()).toBe(1);
    const lines = bag.getByTestId('bag-line');
    expect(await lines.count()).toBe(2);
    const box = await bag.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    expect(await bag.getByText('Delivery fee is confirmed at checkout.').count()).toBe(1);
    expect(await bag.getByTestId('bag-subtotal').innerText()).toBe(kes(sized.price * 2));

    // The size pickers appear once the server has priced the bag; choosing the first line's size on
    // the second line merges the two.
    const pickers = bag.getByRole('combobox', { name: `Size of ${sized.name}` });
    await expect(pickers).toHaveCount(2);
    await pickers.nth(1).selectOption(first!);
    await expect(lines).toHaveCount(1);
    const line = lines.first();
    expect(await line.getByTestId('quantity').innerText()).toBe('2');
    expect(await pickers.first().inputValue()).toBe(first);
    // The page behind the open drawer is hidden from assistive tech; the drawer's heading counts.
    await expect(bag.getByRole('heading', { name: 'Your Bag (2 items)' })).toHaveCount(1);

    // Up to what its size has (below 10 here), then + does nothing; down to 1, then − does nothing.
    const plus = line.getByRole('button', { name: `Increase quantity of ${sized.name}` });
    const minus = line.getByRole('button', { name: `Decrease quantity of ${sized.name}` });
    await stepTo(line, plus, firstSizeStock);
    await stepTo(line, minus, 1);
    await expect(bag.getByRole('heading', { name: 'Your Bag (1 item)' })).toHaveCount(1);

    // Escape closes the drawer and gives focus back to the bag icon.
    await page.keyboard.press('Escape');
    await expect(bagDrawer(page)).toHaveCount(0);
    // Radix hands focus back as the closing drawer unmounts, a moment after it is hidden.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Bag, 1 item');

    // A reload keeps the bag (the device's 'shopping-cart-v2').
    await reload(page);
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shopping-cart-v2') ?? 'null'));
    expect(stored).toMatchObject({
      items: [{ quantity: 1, selectedSize: first }],
      bundles: [],
      discountCode: null,
    });
    const again = await openBag(page);
    await again.getByRole('button', { name: `Remove ${sized.name} from bag` }).click();
    await expect(again.getByText('Your bag is empty')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 0 items');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a bundle line with its pieces, and applies and removes a discount code', async () => {
    const { context, page, errors } = await bagShopper(width, height);
    await visit(page, `/bundles/${bundle.slug}`);
    await page.getByRole('button', { name: 'Add Bundle to Bag' }).click();
    await expect(page.getByText(`${bundle.name} added to bag!`)).toHaveCount(1);
    await expect(bagButton(page)).toHaveAttribute('aria-label', 'Bag, 1 item');

    const bag = await openBag(page);
    const line = bag.getByTestId('bag-bundle-line');
    expect(await line.count()).toBe(1);
    expect(await line.getByText('(Bundle)').count()).toBe(1);
    const pieces = bundle.bundle_items.length;
    const toggle = line.getByRole('button', { name: `${pieces} items inside` });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const popover = line.getByRole('region', { name: `What's inside ${bundle.name}` });
    await expect(popover).toBeVisible();
    expect(await popover.getByRole('img').count()).toBe(3);
    expect(await popover.getByText(`+ ${pieces - 3} more`).count()).toBe(1);
    await toggle.click();
    await expect(popover).toHaveCount(0);

    // A bundle line goes up to what its chosen sizes can make (below 5 here), then + does nothing.
    const plus = line.getByRole('button', { name: `Increase quantity of ${bundle.name}` });
    await stepTo(line, plus, bundleCeiling);
    const subtotal = bundle.price * bundleCeiling;
    await expect(bag.getByTestId('bag-subtotal')).toHaveText(kes(subtotal));

    // The code box: Apply is off while empty; the entry is upper-cased as typed.
    const input = bag.getByRole('textbox', { name: 'Discount code' });
    const apply = bag.getByRole('button', { name: 'Apply' });
    expect(await apply.isDisabled()).toBe(true);
    await input.fill('nope');
    expect(await input.inputValue()).toBe('NOPE');
    await apply.click();
    await expect(bag.getByRole('alert').filter({ hasText: 'Invalid discount code' })).toHaveCount(1);
    expect(await bag.getByTestId('bag-discount').count()).toBe(0);

    await input.fill('karibu10');
    await apply.click();
    await expect(bag.getByText('KARIBU10', { exact: true })).toHaveCount(1);
    const discount = Math.round(subtotal / 10);
    expect(await bag.getByTestId('bag-discount').innerText()).toBe(`−${kes(discount)}`);
    expect(await bag.getByTestId('bag-total').innerText()).toBe(kes(subtotal - discount));
    const storedCode = await page.evaluate(
      () => JSON.parse(localStorage.getItem('shopping-cart-v2') ?? 'null')?.discountCode?.code,
    );
    expect(storedCode).toBe('KARIBU10');

    await bag.getByRole('button', { name: 'Remove discount code KARIBU10' }).click();
    await expect(bag.getByTestId('bag-discount')).toHaveCount(0);
    expect(await bag.getByTestId('bag-total').innerText()).toBe(kes(subtotal));
    expect(await bag.getByRole('textbox', { name: 'Discount code' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
