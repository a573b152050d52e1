// The owner's orders as a spreadsheet (GET /api/admin/orders/export.csv, the list's filters): one
// row per order with goods, discount, delivery and total apart, what was paid, refund state, the
// delivery details and the pieces. Times are Nairobi's.
import { customerDisplayName, eatDateTime, shortOrderId } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { toCsv, type CsvCell } from '../../lib/csv';
import { linesByOrder } from './order-views';
import { ordersForExport } from './orders-export.repo';
import type { AdminOrdersQuery } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database'>;

export const ORDER_CSV_HEADER = [
  'Order',
  'Order id',
  'Placed (Nairobi)',
  'Customer',
  'Phone',
  'E-mail',
  'Account',
  'Status',
  'Fulfilment',
  'Goods (KES)',
  'Discount code',
  'Discount (KES)',
  'Delivery (KES)',
  'Total (KES)',
  'Paid (KES)',
  'Payment ref',
  'Refund',
  'Delivery option',
  'Delivery location',
  'Pieces',
] as const;

export async function ordersCsv({ database }: Deps, query: AdminOrdersQuery) {
  const { rows, items } = await ordersForExport(database.db, query);
  const lines = linesByOrder(items);
  const body = rows.map((o): CsvCell[] => [
    shortOrderId(o.id),
    o.id,
    eatDateTime(o.createdAt),
    customerDisplayName({
      delivery_info: o.deliveryInfo,
      user_name: o.userName,
      phone_number: o.phoneNumber,
      user_email: o.userEmail,
    }),
    o.phoneNumber,
    o.userEmail,
    o.isGuest ? 'guest' : 'customer',
    o.status,
    o.fulfillmentStatus,
    o.subtotal,
    o.discountCode,
    o.discountAmount,
    o.deliveryFee,
    o.totalAmount,
    o.amountPaid,
    o.paymentRef,
    o.refundStatus,
    o.deliveryOption,
    o.deliveryInfo?.location,
    (lines.get(o.id) ?? []).map((l) => `${l.quantity}× ${l.name}${l.size ? ` (${l.size})` : ''}`).join('; '),
  ]);
  return toCsv(ORDER_CSV_HEADER, body);
}
