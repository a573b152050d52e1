// Publishing a video from files: the video must be an MP4 or WebM by its content (a JPEG called
// clip.mp4 is refused), the poster a picture by its content; both are kept under random names and the
// video is listed with its poster. Admins only.
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, ORIGIN, useShop } from '../../test/use-shop';

type Answer = {
  video?: { id: string; title: string; url: string; thumbnail_url: string | null; description: string };
  error?: { code: string; message: string };
};

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const MP4 = Uint8Array.from([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isomiso2avc1mp41')]);

describe.each(databaseKinds())('video upload on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-video-upload-'));
  const shop = useShop(kind, { env: { DATA_DIR: dataDir } });
  let admin: string;
  let jpeg: Uint8Array;

  beforeAll(async () => {
    admin = (await shop.signIn('owner@example.com', { admin: true })).cookie;
    jpeg = new Uint8Array(
      await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1e8449' } })
        .jpeg()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (
    fields: Record<string, string | { name: string; data: Uint8Array; type: string }>,
    cookie: string | null = admin,
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') form.append(key, value);
      else form.append(key, new Blob([value.data.slice()], { type: value.type }), value.name);
    }
    const res = await shop.app.request(`${ORIGIN}/api/admin/videos/upload`, {
      method: 'POST',
      headers: { origin: ORIGIN, ...(cookie && { cookie }) },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const onDisk = (folder: string) => readdir(join(dataDir, 'uploads', folder)).catch(() => [] as string[]);

  it('publishes an MP4 with a poster picture', async () => {
    const { status, body } = await upload({
      title: 'Rail tour',
      description: 'Fresh in this week.',
      video: { name: 'My Clip.MP4', data: MP4, type: 'video/mp4' },
      poster: { name: 'poster.jpg', data: jpeg, type: 'image/jpeg' },
    });
    expect(status).toBe(201);
    expect(body.video).toMatchObject({ title: 'Rail tour', description: 'Fresh in this week.' });
    expect(body.video!.url).toMatch(/^\/uploads\/videos\/u-[0-9a-f]{24}\.mp4$/);
    expect(body.video!.thumbnail_url).toMatch(/^\/uploads\/images\/u-[0-9a-f]{24}-\d+w\.webp$/);
    expect(await onDisk('videos')).toEqual([body.video!.url.split('/').pop()]);
    const served = await shop.app.request(body.video!.url);
    expect(served.status).toBe(200);

    const bare = await upload({ title: 'No poster', video: { name: 'b.mp4', data: MP4, type: 'video/mp4' } });
    expect(bare.status).toBe(201);
    expect(bare.body.video).toMatchObject({ thumbnail_url: null, description: '' });
  });

  it('judges the files by their content, not their names', async () => {
    const before = await onDisk('videos');
    const disguised = await upload({
      title: 'Not a video',
      video: { name: 'clip.mp4', data: jpeg, type: 'video/mp4' },
    });
    expect(disguised.status).toBe(400);
    expect(disguised.body.error!.message).toBe('video: This file is not an MP4 or WebM video.');
    const badPoster = await upload({
      title: 'Bad poster',
      video: { name: 'c.mp4', data: MP4, type: 'video/mp4' },
      poster: { name: 'poster.png', data: Uint8Array.from(ascii('<html><script>')), type: 'image/png' },
    });
    expect(badPoster.status).toBe(400);
    expect(badPoster.body.error!.message).toBe(
      'poster: This file is not a picture (JPEG, PNG, GIF, WebP or AVIF).',
    );
    const noVideo = await upload({ title: 'Nothing' });
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.error!.message).toBe('video: Please choose a video file (MP4 or WebM).');
    const noTitle = await upload({ video: { name: 'd.mp4', data: MP4, type: 'video/mp4' } });
    expect(noTitle.status).toBe(400);
    expect(await onDisk('videos')).toEqual(before);
    const list = await shop.app.request(`${ORIGIN}/api/admin/videos`, { headers: { cookie: admin } });
    const titles = ((await list.json()) as { videos: { title: string }[] }).videos.map((v) => v.title);
    expect(titles).not.toContain('Not a video');
    expect(titles).not.toContain('Bad poster');
  });

  it('is for admins only', async () => {
    const customer = await shop.signIn('shopper@example.com');
    const video = { name: 'e.mp4', data: MP4, type: 'video/mp4' };
    expect((await upload({ title: 'X', video }, customer.cookie)).status).toBe(403);
    expect((await upload({ title: 'X', video }, null)).status).toBe(403);
  });
});
