// Window-open notices: when each audience's window of a drop opens, every eligible member gets ONE bell
// notification and ONE e-mail, even with two workers racing; list members without an account get the
// e-mail only; a failed e-mail is tried again later; once public, everyone else with "new arrivals" on
// hears of it once (a day at most after launch); a drop without pieces that is already public tells nobody.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, useShop, type Caller } from '../../test/use-shop';
import { earlyAccessSubscribers } from '../early-access/early-access.tables';
import { mailOutbox } from '../mailer/mailer.tables';
import type { Mailer } from '../mailer/mailer.service';
import { userNotifications, userPreferences } from '../notifications/notifications.tables';
import { processDropNotices } from './drop-notices.service';

const HOUR = 3600_000;

describe.each(databaseKinds())('drop window notices on %s', (kind) => {
  const shop = useShop(kind);
  let admin: Caller;
  const ids: Record<string, string> = {};
  const email = (who: string) => `notice-${who}-${kind}@shop.test`.toLowerCase();

  beforeAll(async () => {
    admin = await shop.asAdmin(`notice-owner-${kind}@shop.test`);
    const standings = {
      vip: { tier: 'vip' },
      premium: { tier: 'premium' },
      member: { member: true },
      // A premium customer who is also on the list hears once, in the premium window.
      premiumMember: { tier: 'premium', member: true },
      regular: {},
      // Turned "new arrivals" off: hears of no drop.
      quietVip: { tier: 'vip' },
    } as const;
    for (const [who, standing] of Object.entries(standings))
      ids[who] = (await shop.signIn(email(who), standing)).id;
    await shop.db
      .insert(earlyAccessSubscribers)
      .values([{ email: email('listed') }, { email: email('gone'), status: 'unsubscribed' }]);
    await shop.db.insert(userPreferences).values({ userId: ids.quietVip!, newArrivals: false });
  });

  const makeDrop = async (name: string, launch: Date) => {
    const res = await admin.post<{ drop: { slug: string } }>('/api/admin/drops', {
      name,
      public_access_start: launch.toISOString(),
    });
    expect(res.status).toBe(201);
    return res.body.drop.slug;
  };
  const bells = async (userId: string) =>
    shop.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, 'drop_open')));
  const mailsTo = async (who: string) =>
    shop.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email(who)));

  it('tells each audience once when its window opens, even with two workers racing', async () => {
    const launch = new Date(Date.now() + 40 * HOUR);
    const slug = await makeDrop('Notice Drop', launch);
    // 40 hours before launch: only the vip window is open.
    await Promise.all([processDropNotices(shop), processDropNotices(shop)]);
    expect(await bells(ids.vip!)).toHaveLength(1);
    expect(await bells(ids.premium!)).toHaveLength(0);
    // Later runs, two at a time, as the premium and then the member windows open.
    for (const at of [launch.getTime() - 36 * HOUR, launch.getTime() - 24 * HOUR + 1]) {
      const now = new Date(at);
      await Promise.all([processDropNotices(shop, now), processDropNotices(shop, now)]);
    }
    for (const who of ['vip', 'premium', 'member', 'premiumMember']) {
      const [bell, ...more] = await bells(ids[who]!);
      expect(more, who).toHaveLength(0);
      expect(bell!.message).toContain('Notice Drop is open to you now');
      expect(bell!.metadata).toMatchObject({ link: `/early-access?drop=${slug}` });
      const mails = (await mailsTo(who)).filter((m) => m.subject.includes('Notice Drop'));
      expect(mails, who).toHaveLength(1);
      expect(mails[0]!.text).toContain(`/early-access?drop=${slug}`);
    }
    expect(await bells(ids.regular!)).toHaveLength(0);
    expect(await bells(ids.quietVip!)).toHaveLength(0);
    // (Their sign-up mail is in the outbox too: only drop notices count here.)
    const dropMails = async (who: string) => (await mailsTo(who)).filter((m) => m.kind === 'drop_open');
    expect(await dropMails('regular')).toHaveLength(0);
    expect(await dropMails('gone')).toHaveLength(0);
    expect(await dropMails('quietVip')).toHaveLength(0);
    // An account holder learns where to switch these off; a list member gets the list's own link.
    expect((await dropMails('vip'))[0]!.text).toContain('notification preferences');
    const listed = (await mailsTo('listed')).filter((m) => m.subject.includes('Notice Drop'));
    expect(listed).toHaveLength(1);
    expect(listed[0]!.text).toMatch(/Leave the early-access list: http\S+\/unsubscribe\?token=\S+/);
  });

  it('notifies a drop made after the windows opened on the next run; a public one tells nobody', async () => {
    await makeDrop('Late Drop', new Date(Date.now() + 10 * HOUR));
    await makeDrop('Public Drop', new Date(Date.now() - HOUR));
    await processDropNotices(shop);
    for (const who of ['vip', 'premium', 'member', 'listed']) {
      const subjects = (await mailsTo(who)).map((m) => m.subject);
      expect(
        subjects.filter((s) => s.includes('Late Drop')),
        who,
      ).toHaveLength(1);
      expect(
        subjects.filter((s) => s.includes('Public Drop')),
        who,
      ).toHaveLength(0);
    }
  });

  it('tries a failed e-mail again after a pause, and sends it once', async () => {
    const launch = new Date(Date.now() + 47 * HOUR);
    await makeDrop('Retry Drop', launch);
    const broken: Mailer = {
      transport: 'smtp',
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    const now = new Date();
    const first = await processDropNotices(shop, now, broken);
    expect(first.failed).toBeGreaterThan(0);
    expect((await mailsTo('vip')).filter((m) => m.subject.includes('Retry Drop'))).toHaveLength(0);
    // Straight away nothing is tried again; after the pause it goes through the outbox.
    expect((await processDropNotices(shop, new Date(now.getTime() + 1000))).sent).toBe(0);
    await processDropNotices(shop, new Date(now.getTime() + 2 * 60_000));
    await processDropNotices(shop, new Date(now.getTime() + 4 * 60_000));
    expect((await mailsTo('vip')).filter((m) => m.subject.includes('Retry Drop'))).toHaveLength(1);
    expect(await bells(ids.vip!)).toHaveLength(3);
  });

  it('a drop gone public tells new_arrivals customers not yet told, once', async () => {
    const piece = await admin.post<{ product: { id: string } }>('/api/admin/products', {
      name: 'Launch Piece',
      price: 1500,
      category: 'clothing',
      stock: 1,
    });
    const launch = new Date(Date.now() + 30 * HOUR);
    const res = await admin.post<{ drop: { slug: string } }>('/api/admin/drops', {
      name: 'Live Drop',
      public_access_start: launch.toISOString(),
      products: [{ product_id: piece.body.product.id }],
    });
    expect(res.status).toBe(201);
    // The vip window opens first; then the drop goes public, two workers at once, and later again.
    await processDropNotices(shop, new Date(launch.getTime() - 40 * HOUR));
    const live = new Date(launch.getTime() + 1000);
    await Promise.all([processDropNotices(shop, live), processDropNotices(shop, live)]);
    await processDropNotices(shop, new Date(launch.getTime() + 2 * HOUR));
    const liveMails = async (who: string) =>
      (await mailsTo(who)).filter((m) => m.subject.includes('Live Drop'));
    const liveBells = async (who: string) =>
      shop.db
        .select()
        .from(userNotifications)
        .where(and(eq(userNotifications.userId, ids[who]!), eq(userNotifications.type, 'new_arrivals')));
    const [bell, ...more] = await liveBells('regular');
    expect(more).toHaveLength(0);
    expect(bell).toMatchObject({
      title: 'A new drop is live',
      message: 'Live Drop is live now: everyone can shop it.',
    });
    const [mail, ...moreMails] = await liveMails('regular');
    expect(moreMails).toHaveLength(0);
    expect(mail).toMatchObject({
      kind: 'new_arrivals',
      subject: expect.stringContaining('Live Drop is live'),
    });
    expect(mail!.text).toContain('Turn "New arrivals" off');
    // The vip heard when their window opened: no second notice. New arrivals off: nothing at all.
    expect(await liveBells('vip')).toHaveLength(0);
    expect(await liveMails('vip')).toHaveLength(1);
    expect(await liveBells('quietVip')).toHaveLength(0);
    expect(await liveMails('quietVip')).toHaveLength(0);
    // A day after it went public it is no longer news: a customer who joins then hears nothing.
    ids.late = (await shop.signIn(email('late'))).id;
    await processDropNotices(shop, new Date(launch.getTime() + 25 * HOUR));
    expect(await liveBells('late')).toHaveLength(0);
    expect((await mailsTo('late')).filter((m) => m.kind === 'new_arrivals')).toHaveLength(0);
  });
});
