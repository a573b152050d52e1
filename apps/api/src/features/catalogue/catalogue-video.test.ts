// GET /api/catalogue/videos/:id — one shop video for its own page: the same shape as an item of the
// home grid's list, its pins only for products the caller may see, 404 for a video that is not there
// and 400 for an address that cannot be a video id.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop } from '../../test/use-shop';
import { products, productTags, videos } from './catalogue.tables';

type Pin = {
  id: string;
  position_x: number;
  position_y: number;
  show_at: number;
  hide_at: number;
  product: { id: string; slug: string; name: string; price: number; images: string[] };
};
type VideoBody = {
  video: {
    id: string;
    title: string;
    description: string;
    url: string;
    poster: string | null;
    product_tags: Pin[];
  };
};
type ErrorBody = { error: { code: string; message: string } };

describe.each(databaseKinds())('one shop video on %s', (kind) => {
  const shop = useShop(kind);
  const get = async <T>(path: string, cookie?: string) => {
    const res = await shop.app.request(path, { headers: cookie ? { cookie } : {} });
    return { res, body: (await res.json()) as T };
  };
  let fileVideo = '';
  let youtubeVideo = '';

  beforeAll(async () => {
    const [shirt, vipCoat] = await shop.db
      .insert(products)
      .values([
        { name: 'Linen Shirt', slug: 'linen-shirt', price: 1800, stock: 2, images: ['/uploads/a.webp'] },
        { name: 'VIP Coat', slug: 'vip-coat', price: 9000, stock: 1, vipOnly: true },
      ])
      .returning({ id: products.id });
    const [file, youtube] = await shop.db
      .insert(videos)
      .values([
        {
          title: 'Linen for the heat',
          description: 'Two ways to wear it.',
          url: '/uploads/videos/linen.mp4',
          thumbnailUrl: '/uploads/linen-poster.webp',
        },
        { title: 'Coat haul', url: 'https://youtu.be/bbbbbbbbbbb' },
      ])
      .returning({ id: videos.id });
    fileVideo = file!.id;
    youtubeVideo = youtube!.id;
    await shop.db.insert(productTags).values([
      { videoId: fileVideo, productId: shirt!.id, positionX: 40, positionY: 60, showAt: 4, hideAt: 9 },
      { videoId: fileVideo, productId: shirt!.id, positionX: 20, positionY: 30, showAt: 0, hideAt: 5 },
      { videoId: fileVideo, productId: vipCoat!.id, positionX: 50, positionY: 50, showAt: 1, hideAt: 6 },
    ]);
  });

  it('answers the video with its pins in show order, only for products a visitor may see', async () => {
    const { res, body } = await get<VideoBody>(`/api/catalogue/videos/${fileVideo}`);
    expect(res.status).toBe(200);
    expect(body.video).toMatchObject({
      id: fileVideo,
      title: 'Linen for the heat',
      description: 'Two ways to wear it.',
      url: '/uploads/videos/linen.mp4',
      poster: '/uploads/linen-poster.webp',
    });
    expect(body.video.product_tags.map((t) => [t.show_at, t.hide_at, t.position_x, t.position_y])).toEqual([
      [0, 5, 20, 30],
      [4, 9, 40, 60],
    ]);
    expect(body.video.product_tags[0]!.product).toMatchObject({
      slug: 'linen-shirt',
      name: 'Linen Shirt',
      price: 1800,
      images: ['/uploads/a.webp'],
    });
  });

  it('shows a VIP member the pin of a VIP-only piece', async () => {
    const { cookie } = await shop.signIn('vip-video@shop.test', { tier: 'vip' });
    const { body } = await get<VideoBody>(`/api/catalogue/videos/${fileVideo}`, cookie);
    expect(body.video.product_tags.map((t) => t.product.name)).toEqual([
      'Linen Shirt',
      'VIP Coat',
      'Linen Shirt',
    ]);
  });

  it("gives a YouTube video without its own picture YouTube's thumbnail as the poster", async () => {
    const { body } = await get<VideoBody>(`/api/catalogue/videos/${youtubeVideo}`);
    expect(body.video.poster).toBe('https://i.ytimg.com/vi/bbbbbbbbbbb/maxresdefault.jpg');
    expect(body.video.product_tags).toEqual([]);
  });

  it('reads the video, the uploader and the pins in one query', async () => {
    const before = shop.database.queryCount();
    await get(`/api/catalogue/videos/${youtubeVideo}?fresh=1`);
    expect(shop.database.queryCount() - before).toBe(1);
  });

  it('answers 404 for a video that does not exist', async () => {
    const { res, body } = await get<ErrorBody>('/api/catalogue/videos/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(body.error).toEqual({ code: 'not_found', message: 'This video is not available.' });
  });

  it('answers 400 with a clear message for an address that is not a video id', async () => {
    const { res, body } = await get<ErrorBody>('/api/catalogue/videos/not-a-video');
    expect(res.status).toBe(400);
    expect(body.error.message).toContain('must be a video id');
  });
});
