// The shop settings: the storefront reads the defaults until the owner saves; the owner saves the
// support section (WhatsApp number in +254 form, https addresses), who saved it is kept, the public
// read changes at once on this server process; bad input is a 400 that says what to fix; only admins
// may read the owner's view or write.
import {
  DEFAULT_DELIVERY_SETTINGS,
  DEFAULT_SUPPORT_SETTINGS,
  DEFAULT_TIER_SETTINGS,
} from '@shop/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { adminShopSettings, PublicShopSettings } from './settings.service';

type Admin = Awaited<ReturnType<typeof adminShopSettings>>;

const mine = {
  whatsapp: '0712 345 678',
  hours: 'Every day, 8 AM to 8 PM',
  instagram: 'https://www.instagram.com/mythrift',
  tiktok: '',
  facebook: 'https://facebook.com/mythrift',
  x: '',
};

describe.each(databaseKinds())('shop settings on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  const visitor = () => shop.as();

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  it('gives every visitor the defaults until the owner saves, cacheable for a minute', async () => {
    const res = await visitor().get<PublicShopSettings>('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      support: DEFAULT_SUPPORT_SETTINGS,
      delivery: DEFAULT_DELIVERY_SETTINGS,
      tiers: DEFAULT_TIER_SETTINGS,
      shop: { name: 'TNT Thrift', logo: '', logo_width: 0, logo_height: 0 },
    });
    expect(res.headers.get('cache-control')).toContain('public, max-age=60');
    const owner = await admin.get<Admin>('/api/admin/settings');
    expect(owner.body.sections.support).toEqual({
      value: DEFAULT_SUPPORT_SETTINGS,
      defaults: DEFAULT_SUPPORT_SETTINGS,
      updated_at: null,
      updated_by: null,
    });
  });

  it('saves the support section with the number in +254 form, and the public read shows it at once', async () => {
    const saved = await admin.put<Admin>('/api/admin/settings/support', mine);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('cache-control')).toBe('private, no-store');
    const expected = { ...mine, whatsapp: '+254712345678' };
    expect(saved.body.sections.support).toMatchObject({ value: expected, updated_by: 'owner@example.com' });
    expect(saved.body.sections.support.updated_at).not.toBeNull();

    expect((await visitor().get<PublicShopSettings>('/api/settings')).body.support).toEqual(expected);

    const again = await admin.put<Admin>('/api/admin/settings/support', { ...mine, hours: '24/7' });
    expect(again.body.sections.support.value.hours).toBe('24/7');
    expect((await visitor().get<PublicShopSettings>('/api/settings')).body.support.hours).toBe('24/7');
  });

  it('refuses a number that is not Kenyan, an address that is not https and other bad input with a clear 400', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...mine, whatsapp: '+255712345678' }, 'whatsapp: Please enter a valid Kenyan phone number'],
      [{ ...mine, whatsapp: 'call me' }, 'whatsapp: Please enter a valid Kenyan phone number'],
      [
        { ...mine, instagram: 'http://www.instagram.com/mythrift' },
        'instagram: Please enter the Instagram address starting with https://, or leave it empty',
      ],
      [
        { ...mine, x: 'javascript:alert(1)' },
        'x: Please enter the X address starting with https://, or leave it empty',
      ],
      [{ ...mine, tiktok: 'tiktok.com/@me' }, 'tiktok: Please enter the TikTok address'],
      [{ ...mine, hours: '   ' }, 'hours: Please say when support answers'],
      [{ ...mine, hours: 'x'.repeat(121) }, 'hours: Support hours have at most 120 characters'],
      [{ ...mine, hours: 'a\u0000b' }, 'hours: must not contain NUL characters'],
      [{ hours: 'Always' }, 'whatsapp:'],
    ];
    for (const [body, message] of bad) {
      const res = await admin.put('/api/admin/settings/support', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toContain(message);
    }
    const unknown = await admin.put('/api/admin/settings/colours', mine);
    expect(unknown.status).toBe(404);
    // Nothing bad was kept.
    expect((await visitor().get<PublicShopSettings>('/api/settings')).body.support.whatsapp).toBe(
      '+254712345678',
    );
  });

  it('lets only admins read the owner view or write', async () => {
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [visitor(), customer]) {
      expect((await who.get('/api/admin/settings')).status).toBe(403);
      expect((await who.put('/api/admin/settings/support', mine)).status).toBe(403);
    }
  });
});
