// GET /api/admin/dashboard: what the owner looks at first.
import type { AppDeps } from '../../app-deps';
import { latestOrders, lowStock, orderCounts, salesByDay, sizesToRecount } from './dashboard.repo';
import { lowStockSettings } from '../settings/settings.service';
import { adminOrderView } from './orders-admin.service';
const DAY = 86_400_000;

/** YYYY-MM-DD of a moment in Nairobi. */
const eatDay = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);

export async function dashboard(deps: Pick<AppDeps, 'database' | 'config' | 'logger'>, now = new Date()) {
  const { database } = deps;
  // The owner's level (default: sold out or 1 left, most pieces being one of a kind).
  const lowAtMost = (await lowStockSettings(deps)).at_most;
  const today = eatDay(now.getTime());
  const firstDay = eatDay(now.getTime() - 29 * DAY);
  const since = new Date(`${firstDay}T00:00:00+03:00`);
  const [days, counts, low, recount, latest] = await Promise.all([
    salesByDay(database.db, since),
    orderCounts(database.db),
    lowStock(database.db, lowAtMost),
    sizesToRecount(database.db),
    latestOrders(database.db, 8),
  ]);
  const byDay = new Map(days.map((d) => [d.day, d]));
  // Every one of the 30 days, with 0 for days without sales, for the chart.
  const series = Array.from({ length: 30 }, (_, i) => {
    const day = eatDay(since.getTime() + i * DAY + 12 * 3_600_000);
    const sold = byDay.get(day);
    return { day, total: sold?.total ?? 0, delivery: sold?.delivery ?? 0, orders: sold?.orders ?? 0 };
  });
  const sum = (key: 'total' | 'delivery') => series.reduce((n, d) => n + d[key], 0);
  return {
    // Sales are what customers paid; the delivery part of it is given apart (goods = sales − delivery).
    sales_today: byDay.get(today)?.total ?? 0,
    delivery_today: byDay.get(today)?.delivery ?? 0,
    orders_today: byDay.get(today)?.orders ?? 0,
    sales_30_days: sum('total'),
    delivery_30_days: sum('delivery'),
    orders_30_days: series.reduce((n, d) => n + d.orders, 0),
    series,
    awaiting_details: counts.awaitingDetails,
    ready_to_ship: counts.readyToShip,
    refunds_owed: counts.refundsOwed,
    failed_orders: counts.failedOrders,
    // Per size: a product with one size left of five shows that size.
    low_stock: low,
    low_stock_at_most: lowAtMost,
    sizes_to_recount: recount,
    latest_orders: latest.map(adminOrderView),
  };
}
