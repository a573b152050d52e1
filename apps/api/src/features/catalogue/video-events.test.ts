// Honest video engagement: visitors report what they did; each visitor counts once per video, kind
// and day, an interaction counts the visitor's view too, unknown kinds are refused, sending is rate
// limited, and engagement_rate (which orders the grid) is recomputed by the server from the counts.
import { randomUUID } from 'node:crypto';
import { RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import { recordVideoEvent } from './video-events.service';
import type { adminVideoDetail } from './videos-admin.service';

type One = Awaited<ReturnType<typeof adminVideoDetail>>;

describe.each(databaseKinds())('video events on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  const newVideo = async (title: string) =>
    (await admin.post<One>('/api/admin/videos', { title, url: 'https://youtu.be/Hn4rW7xYb1E' })).body.video
      .id;
  const guest = () => shop.as({ guestId: randomUUID() });
  const send = (who: Caller, id: string, kind: string) =>
    who.post<{ counted: boolean }>(`/api/videos/${id}/events`, { kind });
  const detail = async (id: string) => (await admin.get<One>(`/api/admin/videos/${id}`)).body.video;

  it('counts each visitor once per kind and recomputes the engagement rate', async () => {
    const id = await newVideo('Counted once');
    const ann = guest();
    expect((await send(ann, id, 'view')).body).toEqual({ counted: true });
    expect((await send(ann, id, 'view')).body).toEqual({ counted: false });
    expect((await send(ann, id, 'play_3s')).body).toEqual({ counted: true });
    expect((await send(ann, id, 'play_3s')).body).toEqual({ counted: false });
    // A visitor who taps a pin without a view report still viewed it once.
    const ben = guest();
    expect((await send(ben, id, 'pin_tap')).status).toBe(200);
    expect((await send(ben, id, 'share')).status).toBe(200);
    const member = shop.as(await shop.signIn('viewer@example.com'));
    for (const k of ['view', 'complete', 'add_to_bag', 'add_to_bag']) await send(member, id, k);
    // The owner watching and tagging it is not engagement.
    for (const k of ['view', 'play_3s', 'share'])
      expect((await send(admin, id, k)).body).toEqual({ counted: false });

    const video = await detail(id);
    expect(video.stats).toEqual({
      views: 3,
      plays: 1,
      completions: 1,
      pin_taps: 1,
      bag_adds: 1,
      shares: 1,
    });
    // (1 play + 1 completion + 1 pin tap + 1 bag add + 1 share) / 3 views.
    expect(video.engagement_rate).toBeCloseTo(1.6667, 4);

    // The next day the same visitor counts again.
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    const again = await recordVideoEvent(
      { database: shop.database },
      { videoId: id, kind: 'view', userId: null, guestId: null, ip: 'local' },
      tomorrow,
    );
    expect(again).toEqual({ counted: true });
    expect((await detail(id)).stats.views).toBe(4);
  });

  it('refuses unknown kinds, unknown and switched-off videos', async () => {
    const id = await newVideo('Strict');
    const who = guest();
    for (const body of [{ kind: 'purchase' }, { kind: 'VIEW' }, { kind: '' }, {}, { kind: ['view'] }]) {
      const res = await who.post(`/api/videos/${id}/events`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(
        'kind: kind must be one of view, play_3s, complete, pin_tap, add_to_bag, share',
      );
    }
    // Extra fields cannot forge a count.
    await who.post(`/api/videos/${id}/events`, { kind: 'share', count: -50, share_count: 1000 });
    expect((await detail(id)).stats).toMatchObject({ views: 1, shares: 1 });
    expect((await send(who, 'not-a-video', 'view')).status).toBe(400);
    expect((await send(who, '00000000-0000-4000-8000-000000000000', 'view')).status).toBe(404);
    await admin.put(`/api/admin/videos/${id}`, { active: false });
    expect((await send(guest(), id, 'view')).status).toBe(404);
    expect((await detail(id)).stats.views).toBe(1);
  });

  it('orders the grid by the recomputed engagement', async () => {
    const quiet = await newVideo('Quiet clip');
    const loved = await newVideo('Loved clip');
    for (let i = 0; i < 2; i += 1) {
      const who = guest();
      await send(who, quiet, 'view');
      await send(who, loved, 'play_3s');
      await send(who, loved, 'share');
    }
    const reader = shop.as(await shop.signIn('reader@example.com'));
    const grid = await reader.get<{ videos: { title: string; engagement_rate: number }[] }>(
      '/api/catalogue/videos',
    );
    const titles = grid.body.videos.map((v) => v.title);
    expect(titles[0]).toBe('Loved clip');
    expect(grid.body.videos[0]!.engagement_rate).toBe(2);
    expect(titles).toContain('Quiet clip');
    expect(titles.indexOf('Quiet clip')).toBeGreaterThan(titles.indexOf('Counted once'));
  });

  it('limits how many events one visitor sends in a minute', async () => {
    const ids = [await newVideo('Flood A'), await newVideo('Flood B')];
    const flooder = guest();
    const kinds = ['view', 'play_3s', 'complete', 'pin_tap', 'add_to_bag', 'share'];
    for (let i = 0; i < 60; i += 1) {
      const res = await send(flooder, ids[i % 2]!, kinds[i % kinds.length]!);
      expect(res.status, `event ${i + 1}`).toBe(200);
    }
    const refused = await send(flooder, ids[0]!, 'view');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE } });
    // Someone else is still heard.
    expect((await send(guest(), ids[0]!, 'view')).body).toEqual({ counted: true });
  });
});
