import { describe, expect, it } from 'vitest';
import { ApiError, type Api, type ApiClient } from '../../../lib/api-client';
import { openCheckoutForPress, type OpenRequest } from './checkout-api';

/** A client whose POST /api/checkout answers from a script, recording the keys it was sent. */
function scripted(answers: (() => Response)[]) {
  const keys: string[] = [];
  const client = {
    checkout: {
      $post: async (_: unknown, options: { headers: Record<string, string> }) => {
        keys.push(options.headers['Idempotency-Key']!);
        return answers.shift()!();
      },
    },
  };
  const api: Api = async () => client as unknown as ApiClient;
  return { api, keys };
}

const request: OpenRequest = {
  bag: { items: [], bundles: [] },
  discount_code: null,
  delivery_option: 'standard',
  payment_method: 'mpesa',
  phone: '0712345678',
};
const opened = () => Response.json({ checkout: { tx_ref: 'TNT-1' } }, { status: 201 });

describe('a Pay press', () => {
  it('sends a fresh Idempotency-Key each press', async () => {
    const { api, keys } = scripted([opened, opened]);
    await openCheckoutForPress(api, request);
    await openCheckoutForPress(api, request);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a lost answer once with the same key', async () => {
    const lost = () => {
      throw new ApiError(0, 'network', 'offline');
    };
    const { api, keys } = scripted([lost, opened]);
    await expect(openCheckoutForPress(api, request)).resolves.toMatchObject({
      checkout: { tx_ref: 'TNT-1' },
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not retry a refusal', async () => {
    const refused = () => Response.json({ error: { code: 'sold_out', message: 'Sorry' } }, { status: 409 });
    const { api, keys } = scripted([refused, opened]);
    await expect(openCheckoutForPress(api, request)).rejects.toMatchObject({ status: 409 });
    expect(keys).toHaveLength(1);
  });
});
