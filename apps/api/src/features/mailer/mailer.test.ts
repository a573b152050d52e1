// The mailer: the outbox without SMTP_URL (readable, newest first, per recipient); SMTP when set.
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useShop } from '../../test/use-shop';
import { createMailer, mailerFor, readOutbox } from './mailer.service';

describe('the mailer', () => {
  const shop = useShop('pglite', { env: { SHOP_NAME: 'Mitumba Mall', SUPPORT_EMAIL: 'help@mitumba.test' } });

  it('keeps mail in the outbox when no SMTP server is configured', async () => {
    const mailer = mailerFor(shop);
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'a@shop.test', subject: 'First', text: 'one', kind: 'test' });
    await mailer.send({ to: 'b@shop.test', subject: 'Other', text: 'two', kind: 'test' });
    await mailer.send({ to: 'a@shop.test', subject: 'Second', text: 'three', kind: 'test' });
    const mine = await readOutbox(shop.db, { to: 'A@shop.test' });
    expect(mine.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(await readOutbox(shop.db)).toHaveLength(3);
  });

  it('speaks SMTP to the configured server, and stores nothing', async () => {
    // A minimal SMTP server that accepts one message and remembers it.
    let received = '';
    const server: Server = createServer((socket) => {
      let data = false;
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        const text = chunk.toString();
        if (data) {
          received += text;
          if (received.includes('\r\n.\r\n')) {
            data = false;
            socket.write('250 queued\r\n');
          }
          return;
        }
        const command = text.trim().split(/\s/)[0]!.toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const mailer = createMailer({
        db: shop.db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'Mitumba Mall <help@mitumba.test>',
      });
      expect(mailer.transport).toBe('smtp');
      await mailer.send({
        to: 'smtp@shop.test',
        subject: 'Over the wire',
        text: 'hello',
        kind: 'test',
        headers: { 'List-Unsubscribe': '<https://shop.test/u?t=1>' },
      });
      expect(received).toContain('Subject: Over the wire');
      expect(received).toContain('List-Unsubscribe: <https://shop.test/u?t=1>');
      expect(received).toContain('From: Mitumba Mall <help@mitumba.test>');
      expect(await readOutbox(shop.db, { to: 'smtp@shop.test' })).toEqual([]);
    } finally {
      server.close();
    }
  });
});
