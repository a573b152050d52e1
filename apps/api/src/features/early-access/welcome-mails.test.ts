// The welcome e-mail job: each requested welcome goes out exactly once however many workers run, a
// failed send waits and is tried again, and the mail carries the one-click unsubscribe headers.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../test/fake-smtp';
import { databaseKinds, useShop } from '../../test/use-shop';
import { mailOutbox } from '../mailer/mailer.tables';
import { earlyAccessSubscribers as subscribers } from './early-access.tables';
import { processWelcomeMails } from './welcome-mails.service';

describe.each(databaseKinds())('the welcome e-mail job on %s', (kind) => {
  const shop = useShop(kind);

  /** Subscribers waiting for their welcome, as the sign-up leaves them. */
  const waiting = async (emails: string[]) =>
    shop.db
      .insert(subscribers)
      .values(emails.map((email) => ({ email, welcomeRequestedAt: new Date() })))
      .returning({ id: subscribers.id });
  const welcomesTo = (emails: string[]) =>
    shop.db.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));
  const rowOf = async (email: string) =>
    (await shop.db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!;

  it('sends each welcome exactly once with two workers side by side', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `pair${i}@example.com`);
    await waiting(emails);
    const now = new Date();
    const rounds = await Promise.all([
      processWelcomeMails(shop, now, 5),
      processWelcomeMails(shop, now, 5),
      processWelcomeMails(shop, now, 5),
      processWelcomeMails(shop, now, 5),
    ]);
    const later = await Promise.all([processWelcomeMails(shop, now), processWelcomeMails(shop, now)]);
    const sent = [...rounds, ...later].reduce((n, r) => n + r.sent, 0);
    expect(sent).toBe(12);
    const mails = await welcomesTo(emails);
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.to)).size).toBe(12);
    // Nothing is left to send, even once every claim has run out.
    expect(await processWelcomeMails(shop, new Date(Date.now() + 60 * 60_000))).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('keeps a welcome whose send failed, and tries again after a growing pause', async () => {
    await waiting(['retry@example.com']);
    // An SMTP server that refuses every connection.
    const broken = { ...shop, config: { ...shop.config, SMTP_URL: 'smtp://127.0.0.1:1' } };
    const now = new Date();
    expect(await processWelcomeMails(broken, now)).toEqual({ sent: 0, failed: 1 });
    const failed = await rowOf('retry@example.com');
    expect(failed).toMatchObject({ welcomeAttempts: 1, welcomeSentAt: null });
    expect(failed.welcomeLastError).toBeTruthy();
    expect(failed.welcomeRequestedAt).not.toBeNull();

    // Not before its pause (one minute after the first failure, two after the second).
    expect(await processWelcomeMails(shop, now)).toEqual({ sent: 0, failed: 0 });
    const oneMinute = new Date(now.getTime() + 61_000);
    expect(await processWelcomeMails(broken, oneMinute)).toEqual({ sent: 0, failed: 1 });
    expect(await processWelcomeMails(shop, new Date(oneMinute.getTime() + 61_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await processWelcomeMails(shop, new Date(oneMinute.getTime() + 121_000))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await welcomesTo(['retry@example.com'])).toHaveLength(1);
    expect(await rowOf('retry@example.com')).toMatchObject({
      welcomeRequestedAt: null,
      welcomeAttempts: 0,
      welcomeLastError: null,
    });
  });

  it('gives up after eight failed sends, and sends nothing to who left before it went', async () => {
    await waiting(['given-up@example.com', 'left@example.com']);
    await shop.db
      .update(subscribers)
      .set({ welcomeAttempts: 8 })
      .where(eq(subscribers.email, 'given-up@example.com'));
    await shop.db
      .update(subscribers)
      .set({ status: 'unsubscribed' })
      .where(eq(subscribers.email, 'left@example.com'));
    expect(await processWelcomeMails(shop)).toEqual({ sent: 0, failed: 0 });
    expect(await welcomesTo(['given-up@example.com', 'left@example.com'])).toEqual([]);
  });

  it('puts the one-click unsubscribe headers on the mail it sends', async () => {
    const smtp = await startFakeSmtp();
    try {
      const [row] = await waiting(['headers@example.com']);
      const withSmtp = { ...shop, config: { ...shop.config, SMTP_URL: smtp.url } };
      expect(await processWelcomeMails(withSmtp)).toEqual({ sent: 1, failed: 0 });
      // Long header lines are folded on the wire.
      const message = smtp.messages[0]!.replace(/\r\n[ \t]+/g, '');
      const link = `<http://localhost:3000/api/early-access/unsubscribe/one-click?token=${row!.id}.`;
      expect(message).toMatch(/List-Unsubscribe: ?<[^>]+>/);
      expect(message.replace(/List-Unsubscribe: ?/, 'List-Unsubscribe: ')).toContain(
        `List-Unsubscribe: ${link}`,
      );
      expect(message).toMatch(/List-Unsubscribe-Post: ?List-Unsubscribe=One-Click/);
      expect(message).toContain('Subject: Welcome to TNT Thrift Early Access');
    } finally {
      await smtp.close();
    }
  });
});
