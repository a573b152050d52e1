// The mailer: the outbox without SMTP_URL (readable, newest first, per recipient, the HTML part kept);
// SMTP when set, text and HTML in one message.
import { describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../test/fake-smtp';
import { useShop } from '../../test/use-shop';
import { createMailer, mailerFor, readOutbox } from './mailer.service';

describe('the mailer', () => {
  const shop = useShop('pglite', { env: { SHOP_NAME: 'Mitumba Mall', SUPPORT_EMAIL: 'help@mitumba.test' } });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = mailerFor(shop);
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'a@shop.test', subject: 'First', text: 'one', kind: 'test' });
    await mailer.send({ to: 'b@shop.test', subject: 'Other', text: 'two', kind: 'test' });
    await mailer.send({
      to: 'a@shop.test',
      subject: 'Second',
      text: 'three',
      html: '<p>three</p>',
      kind: 'test',
    });
    const mine = await readOutbox(shop.db, { to: 'A@shop.test' });
    expect(mine.map((m) => m.subject)).toEqual(['Second', 'First']);
    // The HTML part is kept beside the text; a plain mail has none.
    expect(mine.map((m) => [m.text, m.html])).toEqual([
      ['three', '<p>three</p>'],
      ['one', null],
    ]);
    expect(await readOutbox(shop.db)).toHaveLength(3);
  });

  it('speaks SMTP to the configured server, and stores nothing', async () => {
    const smtp = await startFakeSmtp();
    try {
      const mailer = createMailer({
        db: shop.db,
        smtpUrl: smtp.url,
        from: 'Mitumba Mall <help@mitumba.test>',
      });
      expect(mailer.transport).toBe('smtp');
      await mailer.send({
        to: 'smtp@shop.test',
        subject: 'Over the wire',
        text: 'hello',
        html: '<p>hello <b>there</b></p>',
        kind: 'test',
        headers: { 'List-Unsubscribe': '<https://shop.test/u?t=1>' },
      });
      expect(smtp.messages[0]).toContain('Subject: Over the wire');
      expect(smtp.messages[0]).toContain('List-Unsubscribe: <https://shop.test/u?t=1>');
      expect(smtp.messages[0]).toContain('From: Mitumba Mall <help@mitumba.test>');
      // One message, both parts: mail programs pick the HTML and fall back to the text.
      expect(smtp.messages[0]).toMatch(/Content-Type: multipart\/alternative/);
      expect(smtp.messages[0]).toMatch(
        /Content-Type: text\/plain[^]*hello[^]*Content-Type: text\/html[^]*<b>there<\/b>/,
      );
      expect(await readOutbox(shop.db, { to: 'smtp@shop.test' })).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
