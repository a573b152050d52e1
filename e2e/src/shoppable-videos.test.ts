// The owner's whole path on a laptop (1280 px): a video file uploaded on /admin/videos (a short WebM
// the browser records itself; its poster taken from the file), a product tagged on the storefront's
// own player in its "Tag products" mode at the second the owner seeks to, and a shopper who then
// watches the video, sees the pin appear at that second and bags the piece from its popup, and
// opens it in /feed from a shared link. The video is deleted afterwards.
import type { Page } from 'playwright-core';
import { afterAll, describe, inject, it } from 'vitest';
import { deleteVideosMarked, ownerApi, productsToSell, signedInPage } from './admin-shop';
import { expect, LAPTOP, toast, useBrowser, visit, watchErrors } from './browser';
import { shopUrl } from './shop';

const baseUrl = shopUrl();
const admin = inject('admin');
const browser = useBrowser();
const stamp = Date.now().toString(36);
const title = `Denim rail ${stamp}`;

type AdminVideo = { id: string; title: string; url: string; thumbnail_url: string | null; active: boolean };
type Tag = { show_at: number; hide_at: number; product: { id: string } };

afterAll(() => deleteVideosMarked(stamp));

/** Four seconds of a changing picture, recorded as WebM by the page's own MediaRecorder. */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        ctx.fillStyle = `hsl(${Math.round(t / 20) % 360} 60% 45%)`;
        ctx.fillRect(0, 0, 320, 400);
        if (t < 4000) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await done;
    const bytes = new Uint8Array(await new Blob(parts, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    bytes.forEach((b) => (binary += String.fromCharCode(b)));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

describe('a shoppable video from upload to bag', () => {
  it('the owner uploads a file and tags a piece on the storefront player; a shopper sees the pin and bags it', async () => {
    const [product] = await productsToSell(baseUrl, 1, { skipLast: 6 });
    const owner = await signedInPage(browser(), baseUrl, admin, LAPTOP);
    const ownerErrors = watchErrors(owner);
    await visit(owner, '/admin/videos');
    await expect(owner.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    const clip = await recordClip(owner);
    expect(clip.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // WebM's EBML header

    await owner.getByRole('button', { name: 'Add video' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Upload a file' }).check();
    await dialog.getByLabel('Title').fill(title);
    await dialog
      .getByLabel('Video file')
      .setInputFiles({ name: 'denim-rail.webm', mimeType: 'video/webm', buffer: clip });
    await dialog.getByRole('button', { name: 'Upload video' }).click();
    await toast(owner, 'Video added.');
    await owner
      .getByRole('dialog', { name: `Pins: ${title}` })
      .getByRole('button', { name: 'Close' })
      .click();

    const api = await ownerApi();
    let made: AdminVideo;
    try {
      const { videos } = (await (await api.get('/api/admin/videos')).json()) as { videos: AdminVideo[] };
      made = videos.find((v) => v.title === title)!;
      // Kept under a random name, shown in the shop, with a still of the video as its poster.
      expect(made).toMatchObject({
        active: true,
        url: expect.stringMatching(/^\/uploads\/videos\/u-[0-9a-f]+\.webm$/),
      });
      expect(made.thumbnail_url).toMatch(/^\/uploads\//);
    } finally {
      await api.dispose();
    }

    // Tagging on the storefront's own player: seek to 1 s, choose the piece, click where it is.
    await visit(owner, `/videos/${made.id}`);
    await expect(owner.locator('h1')).toHaveText(title);
    const player = owner.locator(`video[aria-label="${title}"]`);
    await expect(player).toHaveCount(1);
    await owner.getByRole('button', { name: 'Tag products' }).click();
    await expect(owner.getByRole('button', { name: 'Tag products' })).toHaveAttribute('aria-pressed', 'true');
    await player.evaluate(async (video: HTMLVideoElement) => {
      video.pause();
      if (video.readyState < 1)
        await new Promise((r) => video.addEventListener('loadedmetadata', r, { once: true }));
      video.currentTime = 1;
      await new Promise((r) => video.addEventListener('seeked', r, { once: true }));
    });
    await owner.getByRole('searchbox').fill(product!.name);
    await owner.getByRole('button', { name: `Tag ${product!.name}` }).click();
    const place = owner.getByRole('button', {
      name: `Place the pin of ${product!.name} at 0:01: click where it is (Enter places it in the middle)`,
    });
    const box = (await place.boundingBox())!;
    await place.click({ position: { x: box.width * 0.4, y: box.height * 0.5 } });
    await toast(owner, 'Product tagged successfully!');
    await expect(
      owner.getByRole('button', { name: `Move the pin of ${product!.name}: drag it, or use the arrow keys` }),
    ).toBeVisible();
    expect(ownerErrors).toEqual([]);
    await owner.context().close();

    const check = await ownerApi();
    try {
      const { tags } = (await (await check.get(`/api/admin/videos/${made.id}/tags`)).json()) as {
        tags: Tag[];
      };
      expect(tags).toHaveLength(1);
      expect(tags[0]!.product.id).toBe(product!.id);
      expect(tags[0]!.show_at).toBeGreaterThanOrEqual(0.9);
      expect(tags[0]!.show_at).toBeLessThanOrEqual(1.1);
      expect(tags[0]!.hide_at - tags[0]!.show_at).toBeCloseTo(5, 5);
    } finally {
      await check.dispose();
    }

    // Shared into the feed, the video is what the feed opens at (first when it is not among the
    // grid's top three, else at its place there; storefront-home.test.ts opens a piece beyond the
    // first page).
    const feedPage = await browser().newPage({ viewport: LAPTOP });
    await visit(feedPage, `/feed?item=video:${made.id}`);
    await expect(feedPage.getByRole('region', { name: /^Feed:/ })).toHaveAttribute(
      'aria-label',
      new RegExp(`^Feed: ${title}, \\d+ of \\d+$`),
    );
    await feedPage.close();

    // A shopper on a laptop: the video plays on its own (muted) and the pin comes at its second.
    const shopper = await browser().newPage({ viewport: LAPTOP });
    const errors = watchErrors(shopper);
    await visit(shopper, `/videos/${made.id}`);
    const pin = shopper.getByRole('button', { name: `Shop ${product!.name}` });
    await expect(pin).toBeVisible({ timeout: 15_000 });
    expect(
      await shopper.locator(`video[aria-label="${title}"]`).evaluate((v: HTMLVideoElement) => v.currentTime),
    ).toBeGreaterThanOrEqual(0.9);
    await pin.click();
    const popup = shopper.getByRole('dialog', { name: product!.name });
    await expect(popup).toBeVisible();
    // A piece with sizes asks for one first: the first size still in stock.
    if (product!.sizes.length > 0)
      await popup.getByRole('group').getByRole('button', { disabled: false }).first().click();
    await popup.getByRole('button', { name: 'Add to Bag' }).click();
    await toast(shopper, 'Added to bag!');
    await expect(shopper.getByRole('button', { name: /^Bag, 1 item$/ })).toBeVisible();
    expect(errors).toEqual([]);
    await shopper.close();
  });
});
