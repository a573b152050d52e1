// The shop's name and logo as an owner setting: the configured SHOP_NAME until the owner saves; then
// the saved name and logo in the public settings, the order mails (subject, sender, header, logo), the
// packing slips and the payment-link texts; the logo must be a picture the admin upload stored (its
// size measured by the server); bad input is a 400 that says what to fix; only admins may save.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ShopIdentity } from '@shop/domain/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopUrl } from '../../lib/shop-url';
import {
  addPiece,
  databaseKinds,
  itemLine,
  newDevice,
  ORIGIN,
  useShop,
  type Caller,
  type Shop,
} from '../../test/use-shop';
import { startFakeSmtp } from '../../test/fake-smtp';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import { sendTestMail } from '../mailer/email-settings.service';
import { mailOutbox } from '../mailer/mailer.tables';
import { processOrderMails } from '../orders/order-mails.service';
import type { adminShopSettings, PublicShopSettings } from './settings.service';

type Admin = Awaited<ReturnType<typeof adminShopSettings>>;
const PLAIN = { name: 'TNT Thrift', logo: '', logo_width: 0, logo_height: 0 };

/** A wide logo (4 : 1) through the admin upload, as the settings screen sends it; its stored address. */
async function uploadLogo(shop: Shop, adminCookie: string): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 200, channels: 4, background: '#1d3557' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)]), 'logo.png');
  const res = await shop.app.request(`${ORIGIN}/api/admin/uploads`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: adminCookie },
    body: form,
  });
  const answer = (await res.json()) as { uploaded?: { url: string }[] };
  expect(answer, JSON.stringify(answer)).toHaveProperty('uploaded.0.url');
  return answer.uploaded![0]!.url;
}

describe.each(databaseKinds())('the shop name and logo on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-identity-'));
  const shop = useShop(kind, { env: { DATA_DIR: dataDir } });
  let admin: Caller;
  let adminCookie: string;
  let logo: string;
  const visitor = () => shop.as();

  beforeAll(async () => {
    adminCookie = (await shop.signIn('owner@example.com', { admin: true })).cookie;
    admin = shop.as({ cookie: adminCookie });
    logo = await uploadLogo(shop, adminCookie);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is the configured name without a logo until the owner saves', async () => {
    expect((await visitor().get<PublicShopSettings>('/api/settings')).body.shop).toEqual(PLAIN);
    const owner = await admin.get<Admin>('/api/admin/settings');
    expect(owner.body.sections.shop).toEqual({
      value: PLAIN,
      defaults: PLAIN,
      updated_at: null,
      updated_by: null,
    });
  });

  it('saves a name and an uploaded logo, measured by the server, and every visitor gets them at once', async () => {
    const saved = await admin.put<Admin>('/api/admin/settings/shop', { name: '  Duka la Mitumba ', logo });
    expect(saved.status).toBe(200);
    const mine: ShopIdentity = { name: 'Duka la Mitumba', logo, logo_width: 320, logo_height: 80 };
    expect(saved.body.sections.shop).toMatchObject({ value: mine, updated_by: 'owner@example.com' });
    expect(saved.body.sections.shop.defaults).toEqual(PLAIN);
    expect((await visitor().get<PublicShopSettings>('/api/settings')).body.shop).toEqual(mine);
  });

  it('names the order mails, their header logo and the packing slip with the saved name and logo', async () => {
    const { cookie } = await shop.signIn('amina@example.com');
    const piece = await addPiece(shop, { name: 'Kitenge Dress', price: 2800, stock: 1, sizes: ['M'] });
    const { orderId } = await shop.as(newDevice(cookie)).buy([itemLine(piece, 1, 'M')]);
    expect(await processOrderMails(shop)).toEqual({ sent: 1, failed: 0 });
    const [mail] = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'amina@example.com'), eq(mailOutbox.kind, 'order_placed')));
    expect(mail!.subject).toBe(`Duka la Mitumba: order #${orderId.slice(0, 8)} is confirmed`);
    expect(mail!.html).toContain('Duka la Mitumba');
    expect(mail!.html).not.toContain('TNT Thrift');
    // The logo's 320 px copy, by its absolute address, in a 4 : 1 box 40 px tall at most.
    const small = `${shopUrl(shop.config)}${logo.replace('-1024w.webp', '-320w.webp')}`;
    const img = mail!.html!.match(/<img [^>]*>/)![0];
    expect(img).toContain(`src="${small}"`);
    expect(img).toContain('width="160"');
    expect(img).toContain('height="40"');

    // Over SMTP the sender is the saved name too (with the support address).
    const smtp = await startFakeSmtp();
    try {
      const deps = { ...shop, config: { ...shop.config, SMTP_URL: smtp.url } };
      expect(await sendTestMail(deps, { to: 'me@shop.test' })).toMatchObject({ ok: true });
      expect(smtp.messages[0]).toMatch(/^From: "?Duka la Mitumba"? </m);
      expect(smtp.messages[0]).toContain('Subject: Duka la Mitumba: test e-mail');
    } finally {
      await smtp.close();
    }

    const slips = await admin.get<{ shop_name: string; shop_logo: string }>(
      `/api/admin/orders/packing-slips?ids=${orderId}`,
    );
    expect(slips.body).toMatchObject({
      shop_name: 'Duka la Mitumba',
      shop_logo: logo.replace('-1024w.webp', '-320w.webp'),
    });
  });

  it('refuses a bad name or a logo that is not an uploaded picture with a clear 400, and keeps the saved one', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ name: ' x ', logo: '' }, "name: The shop's name needs at least 2 characters"],
      [{ name: 'x'.repeat(61), logo: '' }, "name: The shop's name has at most 60 characters"],
      [{ name: 'Duka\nla', logo: '' }, "name: The shop's name cannot contain line breaks"],
      [{ name: 'Duka\u0000', logo: '' }, 'name: must not contain NUL characters'],
      [{ logo: '' }, 'name:'],
      [{ name: 'Duka', logo: 'https://evil.example/logo-1024w.webp' }, 'logo: Please upload the logo here'],
      [{ name: 'Duka', logo: '/uploads/images/../../etc-1024w.webp' }, 'logo: Please upload the logo here'],
      [
        { name: 'Duka', logo: '/uploads/images/u-000000000000000000000000-1024w.webp' },
        'logo: This logo is not among the pictures uploaded to the shop',
      ],
    ];
    for (const [body, message] of bad) {
      const res = await admin.put('/api/admin/settings/shop', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    expect((await visitor().get<PublicShopSettings>('/api/settings')).body.shop.name).toBe('Duka la Mitumba');
  });

  it('removes the logo and goes back to the configured name on "Restore defaults"', async () => {
    const removed = await admin.put<Admin>('/api/admin/settings/shop', { name: 'Duka la Mitumba', logo: '' });
    expect(removed.body.sections.shop.value).toEqual({ ...PLAIN, name: 'Duka la Mitumba' });
    await admin.put('/api/admin/settings/shop', { name: 'TNT Thrift', logo: '' });
    expect((await visitor().get<PublicShopSettings>('/api/settings')).body.shop).toEqual(PLAIN);
  });

  it('lets only admins save the shop section', async () => {
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [visitor(), customer]) {
      const res = await who.put('/api/admin/settings/shop', { name: 'Hijacked', logo: '' });
      expect(res.status).toBe(403);
    }
    expect((await visitor().get<PublicShopSettings>('/api/settings')).body.shop.name).toBe('TNT Thrift');
  });
});

describe('the logo with the files in an S3 bucket', () => {
  const env: Record<string, string> = {};
  let standIn: S3StandIn | undefined;
  // Before the shop is made (hooks run in order): its STORAGE_URL names the stand-in's port.
  beforeAll(async () => {
    standIn = await startS3StandIn();
    env.STORAGE_URL = standIn.storageUrl('identity');
  });
  const shop = useShop('pglite', { env });
  afterAll(async () => {
    await standIn?.stop();
  });

  it('is measured from the bucket when the owner saves it', async () => {
    const { cookie } = await shop.signIn('owner@example.com', { admin: true });
    const logo = await uploadLogo(shop, cookie);
    const saved = await shop.as({ cookie }).put<Admin>('/api/admin/settings/shop', { name: 'Duka', logo });
    expect(saved.status).toBe(200);
    expect(saved.body.sections.shop.value).toEqual({ name: 'Duka', logo, logo_width: 320, logo_height: 80 });
  });
});
