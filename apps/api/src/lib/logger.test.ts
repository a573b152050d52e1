import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createShop } from '../test/use-shop';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe('logs', () => {
  it('never carry passwords, cookies, authorisation headers, tokens or secrets', () => {
    const { lines, stream } = capture();
    const logger = createLogger('info', stream);
    logger.info(
      {
        password: 'hunter2-password',
        user: { password: 'nested-password', token: 'session-token-123' },
        headers: { cookie: 'session=abc123', authorization: 'Bearer xyz789' },
        secret: 'webhook-secret',
      },
      'sign-in attempt',
    );
    const out = lines.join('');
    for (const leaked of [
      'hunter2-password',
      'nested-password',
      'session-token-123',
      'abc123',
      'xyz789',
      'webhook-secret',
    ]) {
      expect(out).not.toContain(leaked);
    }
    expect(out).toContain('[redacted]');
  });

  it('mask phone numbers, keeping the first 5 and last 3 characters, at any depth and in text', () => {
    const { lines, stream } = capture();
    const logger = createLogger('info', stream);
    logger.warn(
      {
        phone: '+254712345123',
        checkout: { phoneNumber: '+254712345123', delivery: { customerPhone: '0712345123' } },
        note: 'shopper +254712345123 asked twice',
      },
      'guest lookup for +254712345123',
    );
    const out = lines.join('');
    expect(out).not.toContain('712345');
    expect(out).toContain('+2547•••••123');
    expect(JSON.parse(out)).toMatchObject({
      phone: '+2547•••••123',
      checkout: { phoneNumber: '+2547•••••123', delivery: { customerPhone: '07123••123' } },
      note: 'shopper +2547•••••123 asked twice',
      msg: 'guest lookup for +2547•••••123',
    });
  });

  it('never print guest ids, tokens or codes sent as tokens', () => {
    const { lines, stream } = capture();
    const logger = createLogger('info', stream);
    const guestId = '3f2a8c1e-9b7d-4e2f-a1b3-c4d5e6f7a8b9';
    logger.info(
      {
        guestId,
        visitor: { guest_id: guestId, headers: { 'x-guest-id': guestId } },
        resetToken: 'reset-token-abc',
        session: { sessionToken: 'sess-tok-def', idToken: 'id-tok-ghi' },
        otp: '123456',
      },
      'visitor',
    );
    logger.warn({ clientError: { path: `/reset-password?token=url-token-jkl&guestId=${guestId}` } }, 'x');
    const out = lines.join('');
    expect(out).toContain('/reset-password?token=[redacted]');
    for (const leaked of [
      guestId,
      'url-token-jkl',
      'reset-token-abc',
      'sess-tok-def',
      'id-tok-ghi',
      '123456',
    ])
      expect(out).not.toContain(leaked);
  });

  it("scrub an error's message: no query parameters, no phone numbers; its code stays", () => {
    const { lines, stream } = capture();
    const logger = createLogger('info', stream);
    const failed = Object.assign(
      new Error(
        'Failed query: insert into "orders" ("phone", "guest_id") values ($1, $2)\nparams: +254712345123,3f2a8c1e-9b7d-4e2f-a1b3-c4d5e6f7a8b9',
      ),
      { code: '23505', detail: 'Key (phone)=(+254712345123) already exists.' },
    );
    logger.error({ err: failed }, 'unhandled error');
    logger.warn({ err: 'smtp refused 0712345123' }, 'Failed to send notification to 0712345123');
    const out = lines.join('');
    expect(out).not.toContain('712345');
    expect(out).not.toContain('3f2a8c1e');
    expect(out).toContain('23505');
    expect(out).toContain('Failed query');
  });

  it('write one line per refused request, without the query string', async () => {
    const { lines, stream } = capture();
    const shop = await createShop('pglite');
    try {
      const app = createApp({ ...shop, logger: createLogger('info', stream) });
      await app.request('/api/no-such-endpoint?tx_ref=TNT-secret-ref');
      const entry = JSON.parse(lines.find((l) => l.includes('request refused')) ?? '{}') as Record<
        string,
        unknown
      >;
      expect(entry).toMatchObject({ method: 'GET', path: '/api/no-such-endpoint', status: 404 });
      expect(lines.join('')).not.toContain('TNT-secret-ref');
    } finally {
      await shop.close();
    }
  });
});
