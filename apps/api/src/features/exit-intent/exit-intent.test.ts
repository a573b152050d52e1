// The exit-intent offer on the server: public settings with the spec's defaults, the owner's screen
// for admins only, offers the shopper then reads in the owner's order, view events counted once per
// visitor and day and rate limited, codes minted at the owner's percentage (one per visitor and
// offer), and conversions counted from paid orders that used the offer's codes, each order once.
import { randomUUID } from 'node:crypto';
import { RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Caller } from '../../test/use-shop';

type Offer = { id: string; title: string; discount: number; position: number; enabled: boolean };
type Admin = { settings: Record<string, unknown>; offers: Offer[] };
type Settings = {
  enabled: boolean;
  sensitivity: number;
  delay: number;
  countdown_duration: number;
  offers: Offer[];
};
type Minted = { discount: { code: string; value: number }; created: boolean };
type Stats = {
  offers: {
    offer_id: string;
    views: number;
    conversions: number;
    conversion_rate: number | null;
    revenue: number;
  }[];
};

const OFFER = {
  title: 'Karibu gift',
  description: '18% off your first order',
  discount: 18,
  icon: 'gift',
  colour_from: '#047857',
  colour_to: '#0e7490',
  urgency: 'Ends tonight',
  cta: 'Take 18% off',
  offer_type: 'welcome',
  first_time_only: true,
};

describe.each(databaseKinds())('exit-intent offers on %s', (kind) => {
  const shop = useShop(kind, { freshAddress: true });
  let admin: Caller;

  beforeAll(async () => {
    admin = await shop.asAdmin();
  });

  const guest = () => shop.as({ guestId: randomUUID() });
  const view = (who: Caller, offer_id: string) =>
    who.post<{ counted: boolean }>('/api/exit-intent/events', { event_type: 'view', offer_id });

  it('answers the defaults before the owner saved anything, and caches briefly', async () => {
    const res = await guest().get<Settings>('/api/exit-intent/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      enabled: true,
      sensitivity: 15,
      delay: 300,
      countdown_duration: 600,
      offers: [],
    });
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=60/);
    // With no offers of the owner's, the fallbacks are counted and minted.
    expect((await view(guest(), 'fallback-general')).body).toEqual({ counted: true });
  });

  it('keeps the owner screen to admins', async () => {
    const customer = shop.as(await shop.signIn('shopper@example.com'));
    for (const who of [guest(), customer]) {
      expect((await who.get('/api/admin/exit-intent')).status).toBe(403);
      expect(
        (
          await who.put('/api/admin/exit-intent/settings', {
            enabled: false,
            sensitivity: 1,
            delay: 0,
            countdown_duration: 60,
          })
        ).status,
      ).toBe(403);
      expect((await who.post('/api/admin/exit-intent/offers', OFFER)).status).toBe(403);
      expect((await who.get('/api/admin/exit-intent/stats')).status).toBe(403);
    }
    expect((await guest().get<Settings>('/api/exit-intent/settings')).body.enabled).toBe(true);
  });

  it('refuses bad input with a clear 400', async () => {
    const bad = [
      [{ ...OFFER, discount: 0 }, 'discount'],
      [{ ...OFFER, discount: 12.5 }, 'discount'],
      [{ ...OFFER, colour_from: 'red' }, 'colour_from'],
      [{ ...OFFER, icon: 'skull' }, 'icon'],
      [{ ...OFFER, title: '' }, 'title'],
      [{ ...OFFER, min_cart_value: -1 }, 'min_cart_value'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await admin.post('/api/admin/exit-intent/offers', body);
      expect(res.status, field).toBe(400);
      expect(res.body.error.issues?.[0]?.path).toBe(field);
    }
    const settings = await admin.put('/api/admin/exit-intent/settings', {
      enabled: true,
      sensitivity: -1,
      delay: 300,
      countdown_duration: 10,
    });
    expect(settings.status).toBe(400);
    expect((await admin.put('/api/admin/exit-intent/offers/nope', { title: 'x' })).status).toBe(400);
    expect((await admin.put(`/api/admin/exit-intent/offers/${randomUUID()}`, { title: 'x' })).status).toBe(
      404,
    );
    expect(
      (
        await guest().post('/api/exit-intent/events', {
          event_type: 'conversion',
          offer_id: 'fallback-general',
        })
      ).status,
    ).toBe(400);
    expect((await guest().post('/api/exit-intent/events', { event_type: 'view' })).status).toBe(400);
    expect((await view(guest(), 'made-up-offer')).status).toBe(404);
  });

  it("serves the owner's settings and offers in order, and mints at the owner's percentage", async () => {
    const saved = await admin.put<Admin>('/api/admin/exit-intent/settings', {
      enabled: true,
      sensitivity: 20,
      delay: 0,
      countdown_duration: 120,
    });
    expect(saved.status).toBe(200);
    const a = (await admin.post<{ offer: Offer }>('/api/admin/exit-intent/offers', OFFER)).body.offer;
    const b = (
      await admin.post<{ offer: Offer }>('/api/admin/exit-intent/offers', {
        ...OFFER,
        title: 'Bag bonus',
        discount: 11,
        first_time_only: false,
        requires_cart: true,
      })
    ).body.offer;
    const off = (
      await admin.post<{ offer: Offer }>('/api/admin/exit-intent/offers', {
        ...OFFER,
        title: 'Off',
        enabled: false,
      })
    ).body.offer;
    const reordered = await admin.post<Admin>('/api/admin/exit-intent/offers/reorder', { ids: [b.id, a.id] });
    expect(reordered.body.offers.map((o) => o.title)).toEqual(['Bag bonus', 'Karibu gift', 'Off']);

    const read = (await guest().get<Settings>('/api/exit-intent/settings')).body;
    expect(read).toMatchObject({ enabled: true, sensitivity: 20, delay: 0, countdown_duration: 120 });
    expect(read.offers.map((o) => o.title)).toEqual(['Bag bonus', 'Karibu gift']);

    const visitor = newDevice();
    const minted = await shop
      .as(visitor)
      .post<Minted>('/api/discounts/generate', { offer_id: a.id, discount: 90 });
    expect(minted.status).toBe(201);
    expect(minted.body.discount.value).toBe(18);
    expect(minted.body.discount.code).toMatch(/^EXIT18-/);
    // One code per visitor and offer.
    const again = await shop.as(visitor).post<Minted>('/api/discounts/generate', { offer_id: a.id });
    expect(again.status).toBe(200);
    expect(again.body.discount.code).toBe(minted.body.discount.code);
    // First-time offers are not for signed-in shoppers; switched-off offers and fallbacks (while the
    // owner has offers) cannot be minted.
    const member = shop.as(await shop.signIn('member@example.com'));
    expect((await member.post('/api/discounts/generate', { offer_id: a.id })).status).toBe(404);
    expect((await guest().post('/api/discounts/generate', { offer_id: off.id })).status).toBe(404);
    expect((await guest().post('/api/discounts/generate', { offer_id: 'fallback-welcome' })).status).toBe(
      404,
    );
    expect((await view(guest(), off.id)).status).toBe(404);
  });

  it('counts a view once per visitor, offer and day, and limits the sending', async () => {
    const offer = (await admin.get<Admin>('/api/admin/exit-intent')).body.offers.find((o) => o.enabled)!;
    const who = guest();
    expect((await view(who, offer.id)).body).toEqual({ counted: true });
    expect((await view(who, offer.id)).body).toEqual({ counted: false });
    const flooder = shop.as({ guestId: randomUUID(), ip: '10.9.9.9' });
    for (let i = 0; i < 20; i += 1) expect((await view(flooder, offer.id)).status, `view ${i + 1}`).toBe(200);
    const refused = await view(flooder, offer.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'rate_limited', message: RATE_LIMIT_MESSAGE } });
    expect((await view(guest(), offer.id)).status).toBe(200);
  });

  it('counts a conversion once per paid order that used the offer’s code, with its revenue', async () => {
    const offer = (
      await admin.post<{ offer: Offer }>('/api/admin/exit-intent/offers', {
        ...OFFER,
        title: 'Convert',
        discount: 10,
      })
    ).body.offer;
    const buyer = newDevice();
    await view(shop.as(buyer), offer.id);
    const code = (await shop.as(buyer).post<Minted>('/api/discounts/generate', { offer_id: offer.id })).body
      .discount.code;
    const piece = await addPiece(shop, { price: 2000, stock: 3 });
    const { orderId, payment } = await shop.as(buyer).buy([itemLine(piece)], { discount_code: code });
    expect(orderId).toBeTruthy();
    // The browser reporting the payment again (and the same order confirmed twice) changes nothing.
    await shop.as(buyer).confirm(payment.tx_ref, null);
    const viewerOnly = newDevice();
    await view(shop.as(viewerOnly), offer.id);

    const stats = (await admin.get<Stats>('/api/admin/exit-intent/stats')).body;
    const line = stats.offers.find((o) => o.offer_id === offer.id)!;
    expect(line).toMatchObject({ views: 2, conversions: 1, conversion_rate: 50 });
    expect(line.revenue).toBe(payment.amount);
    expect(stats.offers.find((o) => o.offer_id === 'fallback-general')).toMatchObject({
      views: 1,
      conversions: 0,
    });
  });

  it('deletes an offer', async () => {
    const offer = (
      await admin.post<{ offer: Offer }>('/api/admin/exit-intent/offers', { ...OFFER, title: 'Gone' })
    ).body.offer;
    expect((await admin.del(`/api/admin/exit-intent/offers/${offer.id}`)).status).toBe(200);
    expect((await admin.del(`/api/admin/exit-intent/offers/${offer.id}`)).status).toBe(404);
  });
});
