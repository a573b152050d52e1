// The creators programme through the API: applying (one open application), the owner's decision with
// an account linked and the message e-mailed, every admin route refused to customers, a creator seeing
// only their own figures, uploads that never reach the shop before the owner approves them.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../catalogue/catalogue.tables';
import { readOutbox } from '../mailer/mailer.service';
import { databaseKinds, ORIGIN, useShop, type Caller } from '../../test/use-shop';
import { application, approvedCreator } from './creators-test-kit';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const MP4 = Uint8Array.from([0, 0, 0, 0x18, ...ascii('ftypisom'), 0, 0, 2, 0, ...ascii('isomiso2avc1mp41')]);

describe.each(databaseKinds())('creators programme on %s', (kind) => {
  const shop = useShop(kind, { freshAddress: true });
  let admin: Caller;
  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('takes one open application per person, checks every field, refuses NUL', async () => {
    const visitor = shop.as();
    const form = application({ email: 'Wanjiru@Example.com', phone: '0733 123 456' });
    const first = await visitor.post<{ application: { status: string } }>('/api/creators/applications', form);
    expect(first.status).toBe(201);
    expect(first.body.application.status).toBe('pending');
    const again = await visitor.post('/api/creators/applications', { ...form, email: 'wanjiru@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already have an application/);
    const samePhone = await visitor.post('/api/creators/applications', {
      ...form,
      email: 'other@example.com',
      phone: '+254733123456',
    });
    expect(samePhone.status).toBe(409);
    const bad = await visitor.post('/api/creators/applications', {
      ...form,
      phone: '12',
      sample_links: ['javascript:alert(1)'],
    });
    expect(bad.status).toBe(400);
    const nul = await visitor.post('/api/creators/applications', {
      ...form,
      email: 'n@example.com',
      niche: 'a\u0000b',
    });
    expect(nul.status).toBe(400);
  });

  it('approves with an account made for a guest applicant and e-mails the owner’s message', async () => {
    const form = application({ email: 'guest-applicant@example.com', phone: '0799000111' });
    const applied = await shop.as().post<{ application: { id: string } }>('/api/creators/applications', form);
    const decided = await admin.post<{ creator: { code: string; commission_percent: number } }>(
      `/api/admin/creators/applications/${applied.body.application.id}/decision`,
      { decision: 'approve', message: 'Loved your hauls.', commission_percent: 12 },
    );
    expect(decided.status).toBe(200);
    expect(decided.body.creator.commission_percent).toBe(12);
    expect(decided.body.creator.code).toMatch(/^AMANIOTIEN\d{2}$/);
    const [mail] = await readOutbox(shop.db, { to: 'guest-applicant@example.com' });
    expect(mail?.subject).toMatch(/Welcome to the .* creators/);
    expect(mail?.text).toContain('Loved your hauls.');
    expect(mail?.text).toContain('Forgot password?');
    const twice = await admin.post(
      `/api/admin/creators/applications/${applied.body.application.id}/decision`,
      {
        decision: 'reject',
        message: 'no',
      },
    );
    expect(twice.status).toBe(409);
  });

  it('rejects with the message e-mailed and no creator made', async () => {
    const form = application({ email: 'not-now@example.com', phone: '0799000222' });
    const applied = await shop.as().post<{ application: { id: string } }>('/api/creators/applications', form);
    const decided = await admin.post(
      `/api/admin/creators/applications/${applied.body.application.id}/decision`,
      {
        decision: 'reject',
        message: 'Come back when you have 1k followers.',
      },
    );
    expect(decided.status).toBe(200);
    const [mail] = await readOutbox(shop.db, { to: 'not-now@example.com' });
    expect(mail?.text).toContain('Come back when you have 1k followers.');
    const list = await admin.get<{ creators: { email: string }[] }>('/api/admin/creators');
    expect(list.body.creators.map((c) => c.email)).not.toContain('not-now@example.com');
  });

  it('refuses every creator admin route to guests and customers', async () => {
    const customer = (await shop.signIn('plain@customer.test')).cookie;
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/creators'],
      ['GET', `/api/admin/creators/${id}`],
      ['PUT', `/api/admin/creators/${id}`, { commission_percent: 10, code: 'ABC', active: true }],
      ['POST', `/api/admin/creators/applications/${id}/decision`, { decision: 'reject' }],
      ['POST', `/api/admin/creators/videos/${id}/review`, { decision: 'approved' }],
      ['GET', '/api/admin/creator-payouts'],
      ['POST', '/api/admin/creator-payouts', { creator_id: id, amount: 100, mpesa_reference: 'ABCDEFGH12' }],
      ['GET', '/api/admin/creator-payouts/export.csv'],
      ['GET', '/api/admin/creator-leaderboard?period=7d'],
      ['GET', '/api/admin/creator-collabs'],
      ['POST', '/api/admin/creator-collabs', { creator_id: id, title: 'x', status: 'planned' }],
      ['PUT', `/api/admin/creator-collabs/${id}`, { creator_id: id, title: 'x', status: 'planned' }],
      ['POST', `/api/admin/creator-collabs/${id}/remind`],
    ];
    for (const [method, path, body] of routes)
      for (const who of [{}, { cookie: customer }]) {
        const res = await shop.send(method, path, { as: who, body });
        expect([path, res.status]).toEqual([path, 403]);
      }
  });

  it('shows a creator only their own figures, and nobody else a dashboard', async () => {
    const one = await approvedCreator(shop, admin, 'ONEFIG');
    const two = await approvedCreator(shop, admin, 'TWOFIG');
    const a = await one.me.get<{ creator: { code: string; link: string } }>('/api/creators/dashboard');
    const b = await two.me.get<{ creator: { code: string } }>('/api/creators/dashboard');
    expect(a.body.creator.code).toBe('ONEFIG');
    expect(a.body.creator.link).toMatch(/\/\?ref=ONEFIG$/);
    expect(b.body.creator.code).toBe('TWOFIG');
    // Nothing in the request chooses whose figures: a creator id sent along is ignored.
    const sneaky = await one.me.get<{ creator: { code: string } }>(
      `/api/creators/dashboard?creator_id=${two.id}`,
    );
    expect(sneaky.body.creator.code).toBe('ONEFIG');
    const customer = shop.as({ cookie: (await shop.signIn('nosy@customer.test')).cookie });
    expect((await customer.get('/api/creators/dashboard')).status).toBe(403);
    expect((await shop.as().get('/api/creators/dashboard')).status).toBe(401);
    expect((await one.me.get<{ creator: boolean }>('/api/creators/me')).body.creator).toBe(true);
  });

  it('never shows an upload in the shop until the owner approves it', async () => {
    const creator = await approvedCreator(shop, admin, 'VIDCRE');
    const form = new FormData();
    form.append('title', 'Haul of the week');
    form.append('video', new Blob([MP4.slice()], { type: 'video/mp4' }), 'haul.mp4');
    const res = await shop.app.request(`${ORIGIN}/api/creators/videos`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: creator.cookie },
      body: form,
    });
    expect(res.status).toBe(201);
    const { video } = (await res.json()) as { video: { id: string; review_status: string } };
    expect(video.review_status).toBe('pending');

    const shown = async () => {
      const list = await shop
        .as()
        .get<{ videos: { id: string }[] }>('/api/catalogue/videos?fresh=' + Math.random());
      return list.body.videos.some((v) => v.id === video.id);
    };
    expect(await shown()).toBe(false);
    expect((await shop.as().get(`/api/catalogue/videos/${video.id}`)).status).toBe(404);
    const mine = await creator.me.get<{ videos: { id: string; review_status: string }[] }>(
      '/api/profile/videos',
    );
    expect(mine.body.videos.find((v) => v.id === video.id)?.review_status).toBe('pending');

    // Switching it on in the videos screen is not approval.
    await shop.db.update(videos).set({ active: true }).where(eq(videos.id, video.id));
    expect(await shown()).toBe(false);

    const review = await admin.post(`/api/admin/creators/videos/${video.id}/review`, {
      decision: 'approved',
    });
    expect(review.status).toBe(200);
    expect(await shown()).toBe(true);
    expect((await shop.as().get(`/api/catalogue/videos/${video.id}`)).status).toBe(200);

    // A customer who is no creator cannot upload.
    const customer = await shop.signIn('uploader@customer.test');
    const refused = await shop.app.request(`${ORIGIN}/api/creators/videos`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: customer.cookie },
      body: form,
    });
    expect(refused.status).toBe(403);
  });
});
