// The owner's e-mail settings (GET/PUT /api/admin/email-settings) and the test e-mail
// (POST /api/admin/outbox/test-mail): defaults, the round-trip, a clear 400 for a bad address or flag,
// 403 for everyone but admins; a test e-mail lands in the outbox without SMTP, and over SMTP answers
// the server's reply.
import { DEFAULT_EMAIL_SETTINGS } from '@shop/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../test/fake-smtp';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import { sendTestMail, type emailSettings } from './email-settings.service';
import { readOutbox } from './mailer.service';

type Settings = Awaited<ReturnType<typeof emailSettings>>;
type TestAnswer = Awaited<ReturnType<typeof sendTestMail>>;

const ALL_ON = {
  notifications_enabled: true,
  customer_notifications_enabled: true,
  admin_notifications_enabled: true,
  admin_email: '',
};

describe.each(databaseKinds())('owner e-mail settings on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('starts with everything on and no admin e-mail, then keeps what the owner saves', async () => {
    const first = await admin.get<Settings>('/api/admin/email-settings');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...DEFAULT_EMAIL_SETTINGS, updated_at: null });

    const saved = await admin.put<Settings>('/api/admin/email-settings', {
      notifications_enabled: true,
      customer_notifications_enabled: false,
      admin_notifications_enabled: true,
      admin_email: '  Orders@Shop.Test ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      customer_notifications_enabled: false,
      admin_email: 'orders@shop.test',
    });
    expect(saved.body.updated_at).not.toBeNull();
    expect((await admin.get<Settings>('/api/admin/email-settings')).body).toEqual(saved.body);

    const cleared = await admin.put<Settings>('/api/admin/email-settings', {
      ...ALL_ON,
      notifications_enabled: false,
    });
    expect(cleared.body).toMatchObject({ ...ALL_ON, notifications_enabled: false });
    const back = await admin.put<Settings>('/api/admin/email-settings', ALL_ON);
    expect(back.body).toMatchObject(ALL_ON);
  });

  it('refuses a bad address or flag with a 400 naming the field', async () => {
    const { admin_email: _unused, ...noEmail } = ALL_ON;
    const bad: [unknown, string][] = [
      [{ ...ALL_ON, admin_email: 'not-an-email' }, 'admin_email'],
      [{ ...ALL_ON, admin_email: 'a@b' }, 'admin_email'],
      [{ ...ALL_ON, admin_email: `${'x'.repeat(250)}@shop.test` }, 'admin_email'],
      [noEmail, 'admin_email'],
      [{ ...ALL_ON, admin_notifications_enabled: 'yes' }, 'admin_notifications_enabled'],
      [{ ...ALL_ON, notifications_enabled: undefined }, 'notifications_enabled'],
    ];
    for (const [body, path] of bad) {
      const res = await admin.put('/api/admin/email-settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.issues?.[0]?.path).toBe(path);
    }
    const res = await admin.put('/api/admin/email-settings', { ...ALL_ON, admin_email: 'nope' });
    expect(res.body.error.issues?.[0]?.message).toBe(
      'Please enter a valid e-mail address, like orders@yourshop.co.ke',
    );
    expect((await admin.get<Settings>('/api/admin/email-settings')).body).toMatchObject(ALL_ON);
  });

  it('answers 403 to visitors and customers', async () => {
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [shop.as(), customer]) {
      expect((await who.get('/api/admin/email-settings')).status).toBe(403);
      expect((await who.put('/api/admin/email-settings', ALL_ON)).status).toBe(403);
      expect((await who.get('/api/admin/email-queue')).status).toBe(403);
      expect((await who.post('/api/admin/email-queue/retry', {})).status).toBe(403);
      expect((await who.post('/api/admin/outbox/test-mail', { to: 'x@shop.test' })).status).toBe(403);
    }
  });

  it('sends a test e-mail into the outbox without SMTP, and refuses a bad address', async () => {
    const res = await admin.post<TestAnswer>('/api/admin/outbox/test-mail', { to: ' Me@Shop.Test ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, to: 'me@shop.test', transport: 'outbox' });
    const [kept] = await readOutbox(shop.db, { to: 'me@shop.test' });
    expect(kept).toMatchObject({ kind: 'test', subject: 'TNT Thrift: test e-mail' });
    expect(res.body).toMatchObject({ outbox_id: kept!.id });
    const bad = await admin.post('/api/admin/outbox/test-mail', { to: 'me at shop' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues?.[0]?.path).toBe('to');
  });
});

describe('the test e-mail over SMTP', () => {
  const shop = useShop('pglite');

  it("answers the server's reply, or its refusal", async () => {
    const smtp = await startFakeSmtp();
    try {
      const deps = { ...shop, config: { ...shop.config, SMTP_URL: smtp.url } };
      const answer = await sendTestMail(deps, { to: 'me@shop.test' });
      expect(answer).toMatchObject({ ok: true, transport: 'smtp' });
      expect(answer.ok && answer.transport === 'smtp' ? answer.response : '').toContain('250');
      expect(smtp.messages[0]).toContain('Subject: TNT Thrift: test e-mail');
    } finally {
      await smtp.close();
    }
    const broken = { ...shop, config: { ...shop.config, SMTP_URL: 'smtp://127.0.0.1:1' } };
    const refused = await sendTestMail(broken, { to: 'me@shop.test' });
    expect(refused).toMatchObject({ ok: false, transport: 'smtp' });
    expect(refused.response).toBeTruthy();
  });
});
