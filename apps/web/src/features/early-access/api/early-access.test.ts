import { EARLY_ACCESS_MESSAGES, RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinEarlyAccess } from './early-access';

const answer = (status: number, body: string) =>
  vi.stubGlobal('fetch', async () => new Response(body, { status }));
const json = (value: unknown) => JSON.stringify(value);
const join = () => joinEarlyAccess({ email: 'a@example.com', firstName: null });

describe('the early-access sign-up call', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['subscribed', EARLY_ACCESS_MESSAGES.joined],
    ['resubscribed', EARLY_ACCESS_MESSAGES.rejoined],
    ['already', EARLY_ACCESS_MESSAGES.alreadyListed],
  ])('turns %s into the spec success text', async (status, text) => {
    answer(200, json({ status, message: 'ignored' }));
    await expect(join()).resolves.toBe(text);
  });

  it.each([
    [429, json({ error: { code: 'rate_limited', message: 'x' } }), RATE_LIMIT_MESSAGE],
    [
      400,
      json({ error: { code: 'invalid_input', message: 'Invalid email format' } }),
      'Invalid email format',
    ],
    [503, 'down', EARLY_ACCESS_MESSAGES.unavailable],
    [500, json({ error: { code: 'internal', message: 'boom' } }), EARLY_ACCESS_MESSAGES.unknown],
    [403, '<html>Forbidden</html>', EARLY_ACCESS_MESSAGES.auth],
    [404, '<html>Not found</html>', EARLY_ACCESS_MESSAGES.unknown],
    [200, json({ status: 'maybe' }), EARLY_ACCESS_MESSAGES.unknown],
  ])('turns a %i answer into the sentence the shopper sees', async (status, body, text) => {
    answer(status, body);
    await expect(join()).rejects.toThrow(text);
  });

  it('tells the shopper to check the connection when nothing answers', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(join()).rejects.toThrow(EARLY_ACCESS_MESSAGES.network);
  });
});
