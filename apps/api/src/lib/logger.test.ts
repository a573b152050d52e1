import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createTestShop } from '../test/test-app';
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

  it('write one line per refused request, without the query string', async () => {
    const { lines, stream } = capture();
    const shop = await createTestShop('pglite');
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
