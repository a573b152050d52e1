// GET /api/profile/videos (My Videos): the caller's own videos only, switched off ones included,
// newest first; a visitor is asked to sign in.
import { describe, expect, it } from 'vitest';
import { databaseKinds, signUp, useShop } from '../../test/use-shop';
import { videos } from '../catalogue/catalogue.tables';

type MyVideos = { videos: { id: string; title: string; active: boolean; poster: string | null }[] };

describe.each(databaseKinds())('My Videos on %s', (kind) => {
  const shop = useShop(kind);

  it('asks a visitor to sign in', async () => {
    const res = await shop.agent().get('/api/profile/videos');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('lists only the caller’s own videos, switched off too, newest first', async () => {
    const mine = shop.agent();
    const { user: me } = await signUp(mine, 'creator@shop.test', 'a-long-password', 'Njeri');
    const theirs = shop.agent();
    const { user: other } = await signUp(theirs, 'another@shop.test', 'a-long-password', 'Otieno');
    expect((await (await mine.get('/api/profile/videos')).json()) as MyVideos).toEqual({ videos: [] });

    await shop.db.insert(videos).values([
      {
        title: 'My first haul',
        url: '/uploads/videos/a.mp4',
        userId: me.id,
        createdAt: new Date('2025-01-01'),
      },
      {
        title: 'My hidden try-on',
        url: 'https://youtu.be/ccccccccccc',
        userId: me.id,
        active: false,
        createdAt: new Date('2025-03-01'),
      },
      {
        title: 'Not mine',
        url: '/uploads/videos/b.mp4',
        userId: other.id,
        createdAt: new Date('2025-02-01'),
      },
      { title: 'The shop’s own', url: '/uploads/videos/c.mp4', createdAt: new Date('2025-02-02') },
    ]);

    const res = await mine.get('/api/profile/videos');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as MyVideos;
    expect(body.videos.map((v) => [v.title, v.active])).toEqual([
      ['My hidden try-on', false],
      ['My first haul', true],
    ]);
    // A YouTube video without a poster of its own gets YouTube's picture.
    expect(body.videos[0]!.poster).toMatch(/^https:\/\/i\.ytimg\.com\/vi\/ccccccccccc\//);

    const others = (await (await theirs.get('/api/profile/videos')).json()) as MyVideos;
    expect(others.videos.map((v) => v.title)).toEqual(['Not mine']);
  });
});
