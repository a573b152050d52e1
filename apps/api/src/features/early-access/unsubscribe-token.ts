// The unsubscribe link's token: the subscriber's id and an HMAC-SHA256 of it under the server's
// secret (the one sessions are signed with). Anyone holding the e-mail can leave the list without
// signing in; nobody can make a token for another id. Checked in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

// Kept apart from any other signature the same secret makes.
const PURPOSE = 'early-access-unsubscribe:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const mac = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}${id}`).digest('base64url');

export function signUnsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${mac(secret, subscriberId)}`;
}

/** The subscriber id a token was made for, or null when it was not made by this server. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const id = token.slice(0, dot).toLowerCase();
  if (!UUID.test(id)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
