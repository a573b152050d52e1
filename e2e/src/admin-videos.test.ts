// The owner's Videos screen on a phone: a YouTube shorts link added (switched off, so shoppers' grid
// stays as the other journeys expect it), then a product pinned on it: the product found with the
// product search, the second typed, the frame tapped where the product is. The pin is saved at that
// place for the 5 second tag window ('Product tagged successfully!'), dragged to another spot, its
// window changed, the list counts it, and the video is deleted after the confirm dialog. Anything left by a failed run is deleted afterwards.
import { afterAll, describe, inject, it } from 'vitest';
import { deleteVideosMarked, ownerApi, signedInPage } from './admin-shop';
import { expect, PHONE_SCREEN, toast, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const title = `Rail tour ${stamp}`;

type AdminVideo = { id: string; title: string; active: boolean; tag_count: number };
type Tag = {
  position_x: number;
  position_y: number;
  show_at: number;
  hide_at: number;
  product: { id: string };
};

afterAll(() => deleteVideosMarked(stamp));

describe('admin videos', () => {
  it('adds a YouTube video and pins a product on its frame', async () => {
    const { products } = (await (await fetch(`${baseUrl}/api/catalogue/products`)).json()) as {
      products: { id: string; name: string }[];
    };
    const product = products[0]!;
    const page = await signedInPage(browser(), baseUrl, admin, PHONE_SCREEN);
    const errors = watchErrors(page);
    // No outside network here: YouTube's thumbnail is a plain picture of the same shape.
    await page.route('https://i.ytimg.com/**', (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#7a5c3e"/></svg>',
      }),
    );
    await visit(page, '/admin/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();

    await page.getByRole('button', { name: 'Add video' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('YouTube link').fill('https://youtube.com/shorts/Hn4rW7xYb1E?feature=share');
    await dialog.getByLabel('Active').uncheck();
    await dialog.getByRole('button', { name: 'Add video' }).click();
    await toast(page, 'Video added.');

    // The new video's pins open straight away.
    const pins = page.getByRole('dialog', { name: `Pins: ${title}` });
    await expect(pins).toBeVisible();
    await pins.getByRole('searchbox').fill(product.name);
    await pins.getByRole('button', { name: `Choose ${product.name}` }).click();
    await expect(pins.getByText(`Chosen: ${product.name}`)).toBeVisible();
    await pins.getByLabel('Shows from (seconds)').fill('4');
    const frame = pins.getByRole('button', { name: /^Place the pin/ });
    const box = (await frame.boundingBox())!;
    await frame.click({ position: { x: box.width * 0.25, y: box.height * 0.6 } });
    await toast(page, 'Product tagged successfully!');
    const pinned = pins
      .getByRole('region', { name: 'Pins on this video' })
      .getByRole('listitem')
      .filter({ hasText: product.name });
    await expect(pinned).toContainText('4s–9s');

    const api = await ownerApi();
    try {
      const { videos } = (await (await api.get('/api/admin/videos')).json()) as { videos: AdminVideo[] };
      const made = videos.find((v) => v.title === title)!;
      expect(made).toMatchObject({ active: false, tag_count: 1 });
      const { tags } = (await (await api.get(`/api/admin/videos/${made.id}/tags`)).json()) as { tags: Tag[] };
      expect(tags).toHaveLength(1);
      expect(tags[0]).toMatchObject({ show_at: 4, hide_at: 9, product: { id: product.id } });
      expect(Math.abs(tags[0]!.position_x - 25)).toBeLessThan(2);
      expect(Math.abs(tags[0]!.position_y - 60)).toBeLessThan(2);

      // Drag the pin to another spot, then change its window; the server keeps both.
      const pin = pins.getByRole('button', {
        name: `Move pin 1, ${product.name}: drag it, or use the arrow keys`,
      });
      const from = (await pin.boundingBox())!;
      const to = (await frame.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width * 0.7, to.y + to.height * 0.3, { steps: 5 });
      await page.mouse.up();
      await toast(page, 'Pin moved.');
      await pinned.getByLabel('Shows from (s)').fill('6');
      await pinned.getByLabel('Hides at (s)').fill('12');
      await pinned.getByRole('button', { name: 'Save the window of pin 1' }).click();
      await toast(page, 'Pin window saved.');
      await expect(pinned).toContainText('6s–12s');
      const moved = (await (await api.get(`/api/admin/videos/${made.id}/tags`)).json()) as { tags: Tag[] };
      expect(moved.tags).toEqual([expect.objectContaining({ show_at: 6, hide_at: 12 })]);
      expect(Math.abs(moved.tags[0]!.position_x - 70)).toBeLessThan(2);
      expect(Math.abs(moved.tags[0]!.position_y - 30)).toBeLessThan(2);
    } finally {
      await api.dispose();
    }

    await pins.getByRole('button', { name: 'Close' }).click();
    const card = page.getByRole('list', { name: 'Videos' }).getByRole('listitem').filter({ hasText: title });
    await expect(card).toContainText('1 pin');
    await expect(card).toContainText('Inactive');
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete video' }).click();
    await toast(page, 'Video deleted.');
    await expect(page.getByText(title)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
