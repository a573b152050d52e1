// The SMS sender: the outbox by default; Africa's Talking's messaging API when configured.
import { describe, expect, it } from 'vitest';
import { useShop } from '../../test/use-shop';
import { africasTalkingSettings, createSmsSender, readSmsOutbox } from './sms.service';

describe('the SMS sender', () => {
  const shop = useShop('pglite');

  it('keeps messages in the outbox by default', async () => {
    const sms = createSmsSender({ db: shop.db });
    expect(sms.provider).toBe('outbox');
    await sms.send('+254712000111', '123456 is your code.');
    expect(await readSmsOutbox(shop.db, { to: '+254712000111' })).toMatchObject([
      { to: '+254712000111', text: '123456 is your code.' },
    ]);
  });

  it("posts to Africa's Talking with the API key, and fails loudly on a refusal", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    let status = 201;
    const fetchStub = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response('{}', { status });
    }) as unknown as typeof fetch;
    const sms = createSmsSender({
      db: shop.db,
      africasTalking: { username: 'sandbox', apiKey: 'at-key', senderId: 'TNTTHRIFT' },
      fetch: fetchStub,
    });
    await sms.send('+254712000222', 'Hello');
    expect(seen[0]!.url).toBe('https://api.sandbox.africastalking.com/version1/messaging');
    expect(seen[0]!.init.headers).toMatchObject({ apiKey: 'at-key' });
    expect(Object.fromEntries(seen[0]!.init.body as URLSearchParams)).toEqual({
      username: 'sandbox',
      to: '+254712000222',
      message: 'Hello',
      from: 'TNTTHRIFT',
    });
    status = 401;
    await expect(sms.send('+254712000222', 'Again')).rejects.toThrow('SMS provider answered 401');
    expect(await readSmsOutbox(shop.db, { to: '+254712000222' })).toEqual([]);
  });
});

describe("the shop's configured sender", () => {
  it("uses Africa's Talking only when it is chosen and has its account", () => {
    const account = { AFRICASTALKING_USERNAME: 'tnt', AFRICASTALKING_API_KEY: 'k' };
    expect(africasTalkingSettings({ SMS_PROVIDER: 'outbox', ...account })).toBeUndefined();
    expect(africasTalkingSettings({ SMS_PROVIDER: 'africastalking' })).toBeUndefined();
    expect(
      africasTalkingSettings({ SMS_PROVIDER: 'africastalking', ...account, AFRICASTALKING_SENDER_ID: 'TNT' }),
    ).toEqual({ username: 'tnt', apiKey: 'k', senderId: 'TNT' });
  });
});
