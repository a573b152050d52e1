// The owner's shop videos: publish one from an uploaded MP4/WebM or a YouTube address, change it,
// take it down; the storefront's video list follows; other addresses are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { adminVideoDetail, adminVideoList } from './videos-admin.service';

type One = Awaited<ReturnType<typeof adminVideoDetail>>;
type List = Awaited<ReturnType<typeof adminVideoList>>;

describe.each(databaseKinds())('admin videos on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  const publicTitles = async () => {
    const res = await shop.api().catalogue.videos.$get();
    return ((await res.json()) as { videos: { title: string }[] }).videos.map((v) => v.title);
  };

  it('publishes, changes and takes down a video', async () => {
    const made = await admin.post<One>('/api/admin/videos', {
      title: 'Runway Friday',
      description: 'This week’s drop on the rail.',
      url: '/uploads/videos/u-0123456789abcdef01234567.mp4',
      thumbnail_url: '/uploads/images/u-poster-1024w.webp',
    });
    expect(made.status).toBe(201);
    expect(made.body.video).toMatchObject({
      title: 'Runway Friday',
      description: 'This week’s drop on the rail.',
      url: '/uploads/videos/u-0123456789abcdef01234567.mp4',
      thumbnail_url: '/uploads/images/u-poster-1024w.webp',
      engagement_rate: 0,
      user_id: null,
      tag_count: 0,
    });
    expect(await publicTitles()).toContain('Runway Friday');
    const id = made.body.video.id;

    const yt = await admin.post<One>('/api/admin/videos', {
      title: 'Styling tips',
      url: 'https://youtu.be/Hn4rW7xYb1E',
    });
    expect(yt.status).toBe(201);
    expect(yt.body.video).toMatchObject({ description: '', thumbnail_url: null });

    const changed = await admin.put<One>(`/api/admin/videos/${id}`, {
      title: 'Runway Saturday',
      thumbnail_url: null,
    });
    expect(changed.body.video).toMatchObject({
      title: 'Runway Saturday',
      thumbnail_url: null,
      description: 'This week’s drop on the rail.',
    });
    const list = await admin.get<List>('/api/admin/videos');
    expect(list.body.videos.map((v) => v.title).sort()).toEqual(['Runway Saturday', 'Styling tips']);

    expect((await admin.del(`/api/admin/videos/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/admin/videos/${id}`)).status).toBe(404);
    expect(await publicTitles()).not.toContain('Runway Saturday');
  });

  it('refuses addresses that are not an uploaded video or YouTube, and non-admins', async () => {
    for (const url of [
      'https://evil.example/video.mp4',
      '/uploads/images/u-a-1024w.webp',
      '/uploads/videos/../../secret.mp4',
      'javascript:alert(1)',
    ]) {
      const res = await admin.post('/api/admin/videos', { title: 'X', url });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toBe(
        'url: must be an uploaded video (/uploads/videos/…) or a YouTube address',
      );
    }
    expect((await admin.post('/api/admin/videos', { url: 'https://youtu.be/Hn4rW7xYb1E' })).status).toBe(400);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await admin.put(`/api/admin/videos/${nobody}`, { title: 'Y' })).status).toBe(404);
    expect((await admin.del(`/api/admin/videos/${nobody}`)).status).toBe(404);
    expect((await shop.as().get('/api/admin/videos')).status).toBe(403);
  });
});
