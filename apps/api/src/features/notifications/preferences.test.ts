// Notification preferences (GET/PUT /api/profile/preferences): visitors 401, every flag on until the
// customer changes it, each of the five round-trips on its own, only one's own row, a clear 400 for a
// malformed body; and order_updates off means no order e-mail to the customer (the admins still get
// theirs).
import { and, eq } from 'drizzle-orm';
import { NOTIFICATION_PREFERENCE_KEYS } from '@shop/domain/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop } from '../../test/use-shop';
import { mailOutbox } from '../mailer/mailer.tables';
import { processOrderMails } from '../orders/order-mails.service';

const ALL_ON = {
  order_updates: true,
  price_drops: true,
  back_in_stock: true,
  new_arrivals: true,
  wishlist_reminders: true,
};

describe.each(databaseKinds())('notification preferences on %s', (kind) => {
  const shop = useShop(kind);
  let serial = 0;
  const customer = () => shop.signIn(`prefs-${serial++}@shop.test`);
  beforeAll(async () => {
    await shop.signIn('owner@shop.test', { admin: true });
  });

  it('asks a visitor to sign in', async () => {
    expect((await shop.as({}).get('/api/profile/preferences')).status).toBe(401);
    expect((await shop.as({}).put('/api/profile/preferences', ALL_ON)).status).toBe(401);
  });

  it('has every flag on until the customer changes one', async () => {
    const answer = await shop.as(await customer()).get('/api/profile/preferences');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual(ALL_ON);
  });

  it.each(NOTIFICATION_PREFERENCE_KEYS)('round-trips %s on its own', async (key) => {
    const as = shop.as(await customer());
    const off = { ...ALL_ON, [key]: false };
    expect((await as.put('/api/profile/preferences', off)).body).toEqual(off);
    expect((await as.get('/api/profile/preferences')).body).toEqual(off);
    expect((await as.put('/api/profile/preferences', ALL_ON)).body).toEqual(ALL_ON);
    expect((await as.get('/api/profile/preferences')).body).toEqual(ALL_ON);
  });

  it("changes only the customer's own preferences", async () => {
    const amina = shop.as(await customer());
    const brian = shop.as(await customer());
    await amina.put('/api/profile/preferences', { ...ALL_ON, price_drops: false });
    expect((await brian.get('/api/profile/preferences')).body).toEqual(ALL_ON);
  });

  it('refuses a missing or non-boolean flag with a 400 naming it', async () => {
    const as = shop.as(await customer());
    const { order_updates: _dropped, ...missing } = ALL_ON;
    for (const [body, path] of [
      [missing, 'order_updates'],
      [{ ...ALL_ON, new_arrivals: 'yes' }, 'new_arrivals'],
    ] as const) {
      const answer = await as.put('/api/profile/preferences', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.issues?.[0]).toEqual({ path, message: 'must be true or false' });
    }
  });

  it('sends no order e-mail to a customer with order updates off; the admins still get theirs', async () => {
    const quiet = await shop.signIn('quiet@example.com');
    const keen = await shop.signIn('keen@example.com');
    await shop.as(quiet).put('/api/profile/preferences', { ...ALL_ON, order_updates: false });
    for (const who of [quiet, keen]) {
      const piece = await addPiece(shop, { price: 2000, stock: 1 });
      await shop.as(newDevice(who.cookie)).buy([itemLine(piece)]);
    }
    expect(await processOrderMails(shop)).toEqual({ sent: 2, failed: 0 });
    const to = async (address: string, mailKind: string) =>
      shop.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, address), eq(mailOutbox.kind, mailKind)));
    expect(await to('quiet@example.com', 'order_placed')).toHaveLength(0);
    expect(await to('keen@example.com', 'order_placed')).toHaveLength(1);
    expect(await to('owner@shop.test', 'order_placed_admin')).toHaveLength(2);
  });
});
