// The device's guest id (spec §6: sent as x-guest-id). Only a version-4 UUID counts; it names a device,
// never proves an identity by itself.
import { isUuidV4 } from '@shop/domain/rules';
import type { Context } from 'hono';

export function guestIdOf(c: Context): string | null {
  const guest = c.req.header('x-guest-id');
  return isUuidV4(guest) ? guest.toLowerCase() : null;
}
