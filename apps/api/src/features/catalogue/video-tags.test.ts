// The owner's product pins on a video: admins only; the product must exist, x/y stay within 0–100,
// the window must show before it hides; a pin gets the 5 s tag window unless told otherwise; the
// storefront reads a video with its pins and each pin's product card (price, sizes, stock).
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, type Piece } from '../../test/shop-data';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { createTag, videoTags } from './video-tags.service';
import type { catalogueVideo } from './catalogue.service';

type Tag = Awaited<ReturnType<typeof createTag>>['tag'];
type Tags = Awaited<ReturnType<typeof videoTags>>;
type PublicVideo = Awaited<ReturnType<typeof catalogueVideo>>['video'];

describe.each(databaseKinds())('video pins on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  let videoId: string;
  let dress: Piece;

  beforeAll(async () => {
    admin = await shop.asAdmin();
    dress = await addPiece(shop, { name: 'Kitenge wrap dress', price: 2400, sizeStock: { S: 1, M: 0 } });
    const made = await admin.post<{ video: { id: string } }>('/api/admin/videos', {
      title: 'Friday rail',
      url: 'https://www.youtube.com/shorts/Hn4rW7xYb1E?feature=share',
    });
    videoId = made.body.video.id;
  });

  const tagsPath = () => `/api/admin/videos/${videoId}/tags`;

  it('places a pin for the 5 second window, moves it, changes its window and removes it', async () => {
    const placed = await admin.post<{ tag: Tag }>(tagsPath(), {
      product_id: dress.id,
      position_x: 40,
      position_y: 62.5,
      show_at: 3.2,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.tag).toMatchObject({
      position_x: 40,
      position_y: 62.5,
      show_at: 3.2,
      hide_at: 8.2,
      timestamp: 3.2,
      product: { id: dress.id, name: 'Kitenge wrap dress', price: 2400 },
    });
    const tagPath = `${tagsPath()}/${placed.body.tag.id}`;

    const moved = await admin.put<{ tag: Tag }>(tagPath, { position_x: 10, position_y: 90 });
    expect(moved.body.tag).toMatchObject({ position_x: 10, position_y: 90, show_at: 3.2, hide_at: 8.2 });
    // A new start alone moves the whole window; a new end alone stretches it.
    const later = await admin.put<{ tag: Tag }>(tagPath, { show_at: 20 });
    expect(later.body.tag).toMatchObject({ show_at: 20, hide_at: 25 });
    const longer = await admin.put<{ tag: Tag }>(tagPath, { hide_at: 31 });
    expect(longer.body.tag).toMatchObject({ show_at: 20, hide_at: 31 });

    const list = await admin.get<Tags>(tagsPath());
    expect(list.body.tags.map((t) => t.id)).toEqual([placed.body.tag.id]);

    expect((await admin.del(tagPath)).status).toBe(200);
    expect((await admin.get<Tags>(tagsPath())).body.tags).toEqual([]);
    expect((await admin.del(tagPath)).status).toBe(404);
  });

  it('refuses pins off the frame, windows that never show and products that do not exist', async () => {
    const pin = { product_id: dress.id, position_x: 50, position_y: 50, show_at: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...pin, position_x: 101 }, 'position_x: x must be between 0 and 100'],
      [{ ...pin, position_y: -1 }, 'position_y: y must be between 0 and 100'],
      [{ ...pin, position_x: '50' }, 'position_x: x must be a number'],
      [{ ...pin, show_at: -2 }, 'show_at: The pin must start at 0 seconds or later.'],
      [{ ...pin, show_at: 9, hide_at: 4 }, 'hide_at: The pin must hide after it shows.'],
      [{ ...pin, product_id: 'dress' }, 'product_id: Please choose a product'],
      [{ ...pin, product_id: '00000000-0000-4000-8000-000000000000' }, 'product_id: No such product.'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(tagsPath(), body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const placed = await admin.post<{ tag: Tag }>(tagsPath(), pin);
    const tagPath = `${tagsPath()}/${placed.body.tag.id}`;
    const squeezed = await admin.put(tagPath, { hide_at: 0.5 });
    expect(squeezed.status).toBe(400);
    expect(squeezed.body.error.message).toBe('hide_at: The pin must hide after it shows.');
    expect((await admin.put(tagPath, { position_x: 200 })).status).toBe(400);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await admin.post(`/api/admin/videos/${nobody}/tags`, pin)).status).toBe(404);
    expect((await admin.put(`${tagsPath()}/${nobody}`, { position_x: 1 })).status).toBe(404);
    await admin.del(tagPath);
  });

  it('lets only admins touch pins', async () => {
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    const visitor = shop.as();
    const pin = { product_id: dress.id, position_x: 5, position_y: 5, show_at: 0 };
    for (const caller of [customer, visitor]) {
      expect((await caller.get(tagsPath())).status).toBe(403);
      expect((await caller.post(tagsPath(), pin)).status).toBe(403);
    }
    const placed = await admin.post<{ tag: Tag }>(tagsPath(), pin);
    const tagPath = `${tagsPath()}/${placed.body.tag.id}`;
    expect((await customer.put(tagPath, { position_x: 9 })).status).toBe(403);
    expect((await visitor.del(tagPath)).status).toBe(403);
    expect((await admin.get<Tags>(tagsPath())).body.tags[0]).toMatchObject({ position_x: 5 });
    await admin.del(tagPath);
  });

  it('shows a video with its pins and their product cards, and hides a switched-off video', async () => {
    await admin.post(tagsPath(), { product_id: dress.id, position_x: 30, position_y: 70, show_at: 2 });
    const res = await shop.as().get<{ video: PublicVideo }>(`/api/catalogue/videos/${videoId}`);
    expect(res.status).toBe(200);
    expect(res.body.video).toMatchObject({
      id: videoId,
      title: 'Friday rail',
      poster: 'https://i.ytimg.com/vi/Hn4rW7xYb1E/maxresdefault.jpg',
    });
    expect(res.body.video.product_tags).toEqual([
      expect.objectContaining({
        position_x: 30,
        position_y: 70,
        show_at: 2,
        hide_at: 7,
        product: expect.objectContaining({
          id: dress.id,
          price: 2400,
          stock: 1,
          size_stock: { S: 1, M: 0 },
        }),
      }),
    ]);

    expect((await admin.put(`/api/admin/videos/${videoId}`, { active: false })).status).toBe(200);
    expect((await shop.as().get(`/api/catalogue/videos/${videoId}`)).status).toBe(404);
    const grid = await shop.as().get<{ videos: { id: string }[] }>('/api/catalogue/videos');
    expect(grid.body.videos.map((v) => v.id)).not.toContain(videoId);
    expect(
      (await admin.get<{ video: { active: boolean } }>(`/api/admin/videos/${videoId}`)).body.video.active,
    ).toBe(false);
    await admin.put(`/api/admin/videos/${videoId}`, { active: true });
    expect((await shop.as().get(`/api/catalogue/videos/${videoId}`)).status).toBe(200);
    expect((await shop.as().get('/api/catalogue/videos/not-a-video')).status).toBe(400);
  });
});
