// Real paid orders for the order tests: a checkout opened by a device (guest, or signed in with its
// cookie), paid on the sandbox sheet and confirmed as the browser does, so every order here went
// through the same server path as a shopper's.
import { expect } from 'vitest';
import { addBundle, addPiece, itemLine, ORIGIN } from '../../test/use-shop';
import type { Device, Shop } from '../../test/use-shop';

export type OrderOptions = {
  /** The M-Pesa number paid with (guests need one); null pays by card. */
  phone?: string | null;
  price?: number;
  size?: string;
  /** Adds a bundle line of two pieces beside the sized piece. */
  withBundle?: boolean;
};

/** Opens, pays and confirms a checkout for one new piece (and a bundle); answers the order id. */
export async function paidOrder(shop: Shop, device: Device, options: OrderOptions = {}): Promise<string> {
  const size = options.size ?? 'M';
  const piece = await addPiece(shop, { price: options.price ?? 1800, stock: 1, sizes: [size] });
  const bundles = [];
  if (options.withBundle) {
    const parts = [await addPiece(shop, { stock: 2 }), await addPiece(shop, { stock: 2 })];
    const bundle = await addBundle(
      shop,
      parts.map((p) => ({ piece: p })),
      { price: 2500 },
    );
    bundles.push({ bundle: { id: bundle.id, price: bundle.price, name: bundle.name }, quantity: 1 });
  }
  const phone = options.phone === undefined ? '0712345678' : options.phone;
  const { confirmed, orderId } = await shop
    .as(device)
    .buy([itemLine(piece, 1, size)], { phone, payment_method: phone ? 'mpesa' : 'card' }, bundles);
  expect(confirmed.status, JSON.stringify(confirmed)).toBe('paid');
  return orderId;
}

/** A request as a browser on `device` sends it (same origin, its guest id and cookie). */
export function request(
  shop: Pick<Shop, 'app'>,
  method: string,
  path: string,
  who: { guestId?: string | null; cookie?: string; ip?: string; rawGuestId?: string } = {},
  body?: unknown,
) {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (who.guestId) headers['x-guest-id'] = who.guestId;
  if (who.rawGuestId !== undefined) headers['x-guest-id'] = who.rawGuestId;
  if (who.cookie) headers.cookie = who.cookie;
  if (who.ip) headers['x-forwarded-for'] = who.ip;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return shop.app.request(`${ORIGIN}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** Delivery details as the owner types them on the order page. */
export const OWNER_DELIVERY = { name: 'Akinyi Otieno', phone: '0712 345 678', location: 'Kilimani, Nairobi' };

/** The owner enters the order's delivery details (an order awaiting them becomes ready for delivery). */
export const enterDeliveryDetails = (shop: Pick<Shop, 'app'>, adminCookie: string, id: string) =>
  request(shop, 'PUT', `/api/admin/orders/${id}/delivery`, { cookie: adminCookie }, OWNER_DELIVERY);

/** GET and POST as whoever holds `cookie` (none: a visitor); the raw answers, for the test to read. */
export const asCookie = (shop: Pick<Shop, 'app'>, cookie?: string) => ({
  get: (path: string) => request(shop, 'GET', path, { cookie }),
  post: (path: string, body: unknown = {}) => request(shop, 'POST', path, { cookie }, body),
});
