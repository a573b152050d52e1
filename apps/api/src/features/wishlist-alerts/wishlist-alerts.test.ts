// Wishlist alerts: the owner's lower price or a sold-out size restocked reaches each customer who has
// the piece on their wishlist and wants to hear it: one bell and one e-mail per batch, at most one
// batch an hour, never twice for one change even with two workers racing; and the weekly reminder.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import type { Mailer } from '../mailer/mailer.service';
import { mailOutbox } from '../mailer/mailer.tables';
import { userNotifications, userPreferences } from '../notifications/notifications.tables';
import { wishlist } from '../wishlist/wishlist.tables';
import { processWishlistAlerts } from './wishlist-alerts.service';
import { wishlistAlerts } from './wishlist-alerts.tables';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
type Product = { id: string; slug: string; variants: { id: string; size: string; stock: number }[] };

describe.each(databaseKinds())('wishlist alerts on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  let n = 0;

  beforeAll(async () => {
    admin = await shop.asAdmin(`alerts-owner-${kind}@shop.test`);
  });

  /** A customer with the given pieces on their wishlist and preferences. */
  const customer = async (pieces: Product[], prefs: Partial<typeof userPreferences.$inferInsert> = {}) => {
    n += 1;
    const email = `alerts-${n}-${kind}@shop.test`.toLowerCase();
    const { id } = await shop.signIn(email);
    if (pieces.length > 0)
      await shop.db.insert(wishlist).values(pieces.map((p) => ({ userId: id, productId: p.id })));
    if (Object.keys(prefs).length > 0) await shop.db.insert(userPreferences).values({ userId: id, ...prefs });
    return { id, email };
  };
  const create = async (name: string, price: number, variants: { size: string; stock: number }[]) => {
    const res = await admin.post<{ product: Product }>('/api/admin/products', {
      name,
      price,
      category: 'clothing',
      variants,
    });
    expect(res.status).toBe(201);
    return res.body.product;
  };
  const put = async (p: Product, body: Record<string, unknown>) => {
    const res = await admin.put(`/api/admin/products/${p.id}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const sizes = (p: Product, stock: Record<string, number>) =>
    p.variants.map((v) => ({ id: v.id, size: v.size, stock: stock[v.size] ?? v.stock }));
  const bells = (userId: string) =>
    shop.db
      .select()
      .from(userNotifications)
      .where(
        and(
          eq(userNotifications.userId, userId),
          inArray(userNotifications.type, ['wishlist_alert', 'wishlist_reminder']),
        ),
      );
  const mails = (to: string, kind = 'wishlist_alert') =>
    shop.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
  const later = (ms: number) => new Date(Date.now() + ms);
  /** Two workers at once, as two server processes would run the job. */
  const runTwice = (now: Date) =>
    Promise.all([processWishlistAlerts(shop, now), processWishlistAlerts(shop, now)]);

  it('a price drop reaches a wishlisting customer once, and nobody else', async () => {
    const dress = await create('Kitenge Wrap Dress', 3000, [{ size: 'M', stock: 1 }]);
    const fan = await customer([dress]);
    const stranger = await customer([]);
    const quiet = await customer([dress], { priceDrops: false });
    await put(dress, { price: 2500 });
    // Still gathering the owner's other changes: nothing yet.
    await runTwice(later(MINUTE));
    expect(await bells(fan.id)).toHaveLength(0);
    await runTwice(later(11 * MINUTE));
    await runTwice(later(2 * 60 * MINUTE));
    const [bell, ...moreBells] = await bells(fan.id);
    expect(moreBells).toHaveLength(0);
    expect(bell).toMatchObject({ title: 'Price drop on your wishlist', type: 'wishlist_alert' });
    expect(bell!.message).toBe('Kitenge Wrap Dress: now KES 2,500 (was KES 3,000).');
    expect(bell!.metadata).toMatchObject({ link: `/products/${dress.slug}` });
    const [mail, ...moreMails] = await mails(fan.email);
    expect(moreMails).toHaveLength(0);
    expect(mail!.text).toContain('Kitenge Wrap Dress: now KES 2,500 (was KES 3,000)');
    expect(mail!.text).toMatch(new RegExp(`http\\S+/products/${dress.slug}`));
    expect(mail!.text).toContain('"Price drops" or "Back in stock" off');
    // The HTML part says the same, in the shop's template.
    expect(mail!.html).toContain('Kitenge Wrap Dress: now KES 2,500 (was KES 3,000)');
    expect(mail!.html).toContain(`/products/${dress.slug}`);
    for (const other of [stranger, quiet]) {
      expect(await bells(other.id)).toHaveLength(0);
      expect(await mails(other.email)).toHaveLength(0);
    }
    // The switched-off customer's alert is closed, not kept for later.
    const rows = await shop.db.select().from(wishlistAlerts).where(eq(wishlistAlerts.userId, quiet.id));
    expect(rows.map((r) => r.status)).toEqual(['closed']);
  });

  it('a raise, or a price that went back up before sending, tells nobody', async () => {
    const coat = await create('Wool Trench Coat', 4000, [{ size: 'L', stock: 1 }]);
    const fan = await customer([coat]);
    await put(coat, { price: 4500 });
    expect(await shop.db.select().from(wishlistAlerts).where(eq(wishlistAlerts.userId, fan.id))).toHaveLength(
      0,
    );
    // Lowered, then put back up before the batch went: no longer true, so not told.
    const skirt = await create('Pleated Midi Skirt', 2000, [{ size: 'S', stock: 1 }]);
    const skirtFan = await customer([skirt]);
    await put(skirt, { price: 1500 });
    await put(skirt, { price: 2000 });
    await runTwice(later(11 * MINUTE));
    expect(await bells(skirtFan.id)).toHaveLength(0);
    expect(await mails(skirtFan.email)).toHaveLength(0);
    expect(await bells(fan.id)).toHaveLength(0);
    expect(await mails(fan.email)).toHaveLength(0);
  });

  it('a sold-out size restocked alerts back_in_stock customers only', async () => {
    const jeans = await create('Mom Jeans', 1800, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 2 },
    ]);
    const fan = await customer([jeans]);
    const quiet = await customer([jeans], { backInStock: false });
    await put(jeans, { variants: sizes(jeans, { S: 3, M: 5 }) });
    await runTwice(later(11 * MINUTE));
    const [bell, ...more] = await bells(fan.id);
    expect(more).toHaveLength(0);
    expect(bell).toMatchObject({ title: 'Back in stock', message: 'Mom Jeans: size S back in stock.' });
    expect((await mails(fan.email))[0]!.text).toContain('Mom Jeans: size S back in stock');
    expect(await bells(quiet.id)).toHaveLength(0);
    expect(await mails(quiet.email)).toHaveLength(0);
  });

  it('two changes in one hour make one bell and one e-mail; a third waits for the hour', async () => {
    const bag = await create('Leather Tote', 5000, [{ size: 'One', stock: 0 }]);
    const top = await create('Silk Camisole', 1500, [{ size: 'S', stock: 1 }]);
    const fan = await customer([bag, top]);
    await put(bag, { variants: sizes(bag, { One: 1 }) });
    await put(top, { price: 1200 });
    const first = later(11 * MINUTE);
    await runTwice(first);
    expect(await bells(fan.id)).toHaveLength(1);
    const [mail] = await mails(fan.email);
    expect(mail!.subject).toContain('news about 2 pieces on your wishlist');
    expect(mail!.text).toContain('Leather Tote: size One back in stock');
    expect(mail!.text).toContain('Silk Camisole: now KES 1,200 (was KES 1,500)');
    expect((await bells(fan.id))[0]!.metadata).toMatchObject({ link: '/wishlist' });
    await put(top, { price: 1000 });
    await runTwice(new Date(first.getTime() + 30 * MINUTE));
    expect(await bells(fan.id)).toHaveLength(1);
    await runTwice(new Date(first.getTime() + 61 * MINUTE));
    expect(await bells(fan.id)).toHaveLength(2);
    expect(await mails(fan.email)).toHaveLength(2);
  });

  it('reminds of wishlisted pieces in stock at most once in 7 days, only those who want it', async () => {
    const shirt = await create('Linen Shirt', 2200, [{ size: 'M', stock: 1 }]);
    const gone = await create('Sold Out Scarf', 900, [{ size: 'One', stock: 0 }]);
    const fan = await customer([shirt, gone]);
    const quiet = await customer([shirt], { wishlistReminders: false });
    const soldOut = await customer([gone]);
    const reminders = (to: string) => mails(to, 'wishlist_reminder');
    const start = Date.now();
    await runTwice(new Date(start + 2 * DAY));
    await runTwice(new Date(start + 8 * DAY));
    expect(await reminders(fan.email)).toHaveLength(1);
    const [mail] = await reminders(fan.email);
    expect(mail!.text).toContain('Linen Shirt: KES 2,200');
    expect(mail!.text).not.toContain('Sold Out Scarf');
    expect((await bells(fan.id))[0]).toMatchObject({
      title: 'Still on your wishlist',
      type: 'wishlist_reminder',
    });
    await runTwice(new Date(start + 9 * DAY + MINUTE));
    expect(await reminders(fan.email)).toHaveLength(2);
    expect(await reminders(quiet.email)).toHaveLength(0);
    expect(await reminders(soldOut.email)).toHaveLength(0);
    expect(await bells(quiet.id)).toHaveLength(0);
  });

  it('a failed e-mail is tried again after a pause and sent once; the bell is not repeated', async () => {
    const boots = await create('Suede Ankle Boots', 3500, [{ size: '40', stock: 1 }]);
    const fan = await customer([boots]);
    await put(boots, { price: 2900 });
    const broken: Mailer = {
      transport: 'smtp',
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const first = later(11 * MINUTE);
    expect((await processWishlistAlerts(shop, first, broken)).failed).toBeGreaterThan(0);
    expect(await mails(fan.email)).toHaveLength(0);
    await processWishlistAlerts(shop, new Date(first.getTime() + 1000));
    expect(await mails(fan.email)).toHaveLength(0);
    await processWishlistAlerts(shop, new Date(first.getTime() + 2 * MINUTE));
    await processWishlistAlerts(shop, new Date(first.getTime() + 4 * MINUTE));
    expect(await mails(fan.email)).toHaveLength(1);
    expect(await bells(fan.id)).toHaveLength(1);
  });
});
