// The spec's get_guest_orders: a guest finds their orders with the device's guest id AND the phone
// they paid with. A wrong guest id, a missing one and a phone without orders all give the same empty
// list, so the lookup tells a stranger nothing about whose number it is (PROMISES AC-1); tries are
// counted per address so numbers cannot be run through it.
import { checkGuestLookup, checkKenyanPhone } from '@shop/domain/rules';
import { GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE, RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { MINUTE_MS } from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import { linesByOrder, orderSummaryView } from './order-views';
import { guestOrdersByPhone, itemsOfOrders } from './orders.repo';

type Deps = Pick<AppDeps, 'database'>;

export const GUEST_LOOKUP_RATE_LIMIT = { maxAttempts: 10, windowMs: MINUTE_MS } as const;
export const GUEST_ORDERS_LIMIT = 50;

export type GuestLookup = { ip: string; guestId: string | null; phone: string | null | undefined };

export async function lookupGuestOrders(deps: Deps, { ip, guestId, phone }: GuestLookup) {
  if (!(await consumeAttempt(deps, `guest-lookup:ip:${ip}`, GUEST_LOOKUP_RATE_LIMIT)))
    throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
  const lookup = checkGuestLookup(guestId, phone);
  if (!lookup.ok && lookup.error === GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE)
    throw new HttpError(400, 'phone_required', GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE);
  const number = checkKenyanPhone(lookup.ok ? lookup.phone : String(phone));
  if (!number.ok) throw new HttpError(400, 'invalid_phone', number.error);
  // No (valid) guest id: the same answer as a guest without orders.
  if (!lookup.ok) return { orders: [] };
  const rows = await guestOrdersByPhone(deps.database.db, lookup.guestId, number.phone, GUEST_ORDERS_LIMIT);
  const lines = linesByOrder(
    await itemsOfOrders(
      deps.database.db,
      rows.map((o) => o.id),
    ),
  );
  return { orders: rows.map((order) => orderSummaryView(order, lines.get(order.id) ?? [])) };
}
