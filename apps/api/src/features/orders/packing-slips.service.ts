// Packing slips for the chosen orders, in the order they were chosen: the shop's name, the order's
// number and date, who gets it (name, phone, delivery address), the lines with size and quantity, the
// delivery method and the rider / tracking note. The total travels too; the slip shows it only when the owner asks.
import { customerDisplayName, logoSource, shortOrderId } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { shopIdentity } from '../settings/settings.service';
import { ordersWithLines } from './orders-admin.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

export async function packingSlips(deps: Deps, ids: readonly string[]) {
  const found = new Map(
    (await ordersWithLines(deps.database.db, ids)).map((entry) => [entry.order.id, entry]),
  );
  const slips = ids.flatMap((id) => {
    const entry = found.get(id);
    if (!entry) return [];
    const { order, items } = entry;
    const info = order.deliveryInfo;
    return [
      {
        id: order.id,
        short_id: shortOrderId(order.id),
        created_at: order.createdAt.toISOString(),
        status: order.status,
        fulfillment_status: order.fulfillmentStatus,
        customer: customerDisplayName({
          delivery_info: info,
          user_name: order.userName,
          phone_number: order.phoneNumber,
          user_email: order.userEmail,
        }),
        phone: info?.phone ?? order.phoneNumber,
        address: info?.location ?? null,
        delivery_option: order.deliveryOption,
        tracking_note: order.trackingNote,
        total_amount: order.totalAmount,
        lines: items.map((i) => ({
          id: i.id,
          name: i.name,
          size: i.size,
          quantity: i.quantity,
          components: (i.components ?? []).map((c) => ({ name: c.name, size: c.size, quantity: c.quantity })),
        })),
      },
    ];
  });
  const shop = await shopIdentity(deps);
  return {
    shop_name: shop.name,
    // The logo's small copy and its size, for the slip's header ('' and 0 × 0 without one).
    shop_logo: shop.logo ? logoSource(shop.logo) : '',
    shop_logo_width: shop.logo_width,
    shop_logo_height: shop.logo_height,
    slips,
    missing: ids.filter((id) => !found.has(id)).map((id) => shortOrderId(id)),
  };
}
