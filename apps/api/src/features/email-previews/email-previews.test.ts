// The admin's e-mail previews (GET /api/admin/email-previews[/:kind]): every mail the shop sends,
// rendered by its real builder from sample data, as HTML with the shop's name and logo beside its
// plain text; order mails show each line and the total in KES. Admins only; an unknown kind is a 404.
import type { EmailPreview, EmailPreviewKind } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import { SAMPLE_ORDER } from './sample-mails';

const ORDER_KINDS = [
  'order_placed',
  'order_placed_admin',
  'delivery_details_received',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
];
const ALL_KINDS = [
  ...ORDER_KINDS,
  'password-reset',
  'verify-email',
  'early_access_welcome',
  'drop_open',
  'drop_open_list',
  'wishlist_alert',
  'wishlist_reminder',
  'new_arrivals',
  'test',
];

describe.each(databaseKinds())('e-mail previews on %s', (kind) => {
  const shop = useShop(kind, { env: { SHOP_NAME: 'Mitumba Mall', PUBLIC_URL: 'https://mitumba.example/' } });
  let admin: Caller;
  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('lists every mail the shop sends, each with a label', async () => {
    const res = await admin.get<{ kinds: EmailPreviewKind[] }>('/api/admin/email-previews');
    expect(res.status).toBe(200);
    expect(res.body.kinds.map((k) => k.kind)).toEqual(ALL_KINDS);
    for (const k of res.body.kinds) expect(k.label.length).toBeGreaterThan(3);
  });

  it("renders each mail as HTML with the shop's name and logo, and keeps its plain text", async () => {
    for (const mailKind of ALL_KINDS) {
      const res = await admin.get<EmailPreview>(`/api/admin/email-previews/${mailKind}`);
      expect(res.status, mailKind).toBe(200);
      const { html, text, subject } = res.body;
      expect(html, mailKind).toMatch(/^<!DOCTYPE html/);
      expect(html, mailKind).toContain('Mitumba Mall');
      expect(html, mailKind).toContain('src="https://mitumba.example/mail-logo.png"');
      expect(html, mailKind).toContain('max-width:600px');
      expect(text.length, mailKind).toBeGreaterThan(20);
      expect(text, mailKind).not.toContain('<');
      expect(subject.length, mailKind).toBeGreaterThan(5);
    }
  });

  it('shows the lines, delivery and total in KES in every order mail, text and HTML alike', async () => {
    const number = SAMPLE_ORDER.order.id.slice(0, 8);
    for (const mailKind of ORDER_KINDS) {
      const { html, text } = (await admin.get<EmailPreview>(`/api/admin/email-previews/${mailKind}`)).body;
      for (const line of ['Ankara print midi dress', 'Size M', 'Leather belt', 'KES 1,200', 'KES 900'])
        expect(html, `${mailKind}: ${line}`).toContain(line);
      expect(html, mailKind).toContain('Delivery');
      expect(html, mailKind).toContain('KES 200');
      expect(html, mailKind).toContain('Total paid');
      expect(html, mailKind).toContain('KES 2,300');
      expect(html, mailKind).toContain(`#${number}`);
      expect(text, mailKind).toContain('- Ankara print midi dress, size M x 1: KES 1,200');
      expect(text, mailKind).toContain('- Leather belt x 2: KES 900');
      expect(text, mailKind).toContain('Total paid: KES 2,300');
    }
    const confirmation = (await admin.get<EmailPreview>('/api/admin/email-previews/order_placed')).body;
    expect(confirmation.subject).toBe(`Mitumba Mall: order #${number} is confirmed`);
    expect(confirmation.html).toContain(
      `href="https://mitumba.example/delivery-details?order_id=${SAMPLE_ORDER.order.id}"`,
    );
    expect(confirmation.html).toContain('Tell us where to deliver it');
  });

  it('answers 404 for a mail that does not exist', async () => {
    const res = await admin.get('/api/admin/email-previews/birthday-card');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('There is no e-mail called "birthday-card" to preview');
  });

  it('answers 403 to visitors and customers', async () => {
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [shop.as(), customer]) {
      expect((await who.get('/api/admin/email-previews')).status).toBe(403);
      expect((await who.get('/api/admin/email-previews/order_placed')).status).toBe(403);
    }
  });
});
