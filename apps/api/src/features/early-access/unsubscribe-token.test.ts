import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a-secret-of-at-least-thirty-two-chars!';

describe('the unsubscribe token', () => {
  it('reads back the id it was made for', () => {
    const id = randomUUID();
    expect(readUnsubscribeToken(SECRET, signUnsubscribeToken(SECRET, id))).toBe(id);
  });

  it('refuses a token made with another secret, for another id, or cut short', () => {
    const id = randomUUID();
    const token = signUnsubscribeToken(SECRET, id);
    const [, mac] = token.split('.');
    expect(readUnsubscribeToken('another-secret-of-thirty-two-chars!!', token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${randomUUID()}.${mac}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, token.slice(0, -1))).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}x`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, id)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `not-an-id.${mac}`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, '')).toBeNull();
  });
});
