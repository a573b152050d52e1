// "Where orders go": the period's counted orders and their revenue by delivery area (largest first),
// the same by group (Nairobi, the counties around it, elsewhere), and the pins of a map: each known
// area at its place's centre, and the other places' orders with coordinates by the square they fall
// in. One statement (order-areas.repo.ts); revenue is split into goods and delivery.
import {
  AREA_GROUPS,
  type AnalyticsPeriod,
  areaGroupOf,
  type AreaGroup,
  KNOWN_PLACES,
  periodWindows,
  placeOf,
  spotCentre,
} from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { replicaReads } from '../../db/database';
import { orderAreaRows } from './order-areas.repo';

type Deps = Pick<AppDeps, 'database'>;

type Money = { orders: number; revenue: number; goods: number; delivery: number };
const money = (r: { orders: number; revenue: number; delivery: number }): Money => ({
  orders: r.orders,
  revenue: r.revenue,
  goods: r.revenue - r.delivery,
  delivery: r.delivery,
});

export type OrderArea = Money & {
  area: string;
  group: AreaGroup;
  /** Where its pin stands: the known place's centre; null for "Other places" and "No address yet". */
  pin: { lat: number; lng: number } | null;
};

const byOrders = <T extends Money & { name: string }>(a: T, b: T) =>
  b.orders - a.orders || b.revenue - a.revenue || a.name.localeCompare(b.name, 'en');

export async function orderAreas({ database }: Deps, period: AnalyticsPeriod, now = new Date()) {
  const rows = await orderAreaRows(replicaReads(database).db, periodWindows(period, now).current);
  // The SQL names an area found in the text in lower case, one found by coordinates as listed.
  const byArea = new Map<string, OrderArea>();
  for (const r of rows) {
    if (r.kind !== 'area' || r.area === null) continue;
    const place = placeOf(r.area) ?? KNOWN_PLACES.find((p) => p.area.toLowerCase() === r.area);
    const area = place?.area ?? r.area;
    const before = byArea.get(area);
    byArea.set(area, {
      area,
      group: areaGroupOf(area),
      ...money({
        orders: r.orders + (before?.orders ?? 0),
        revenue: r.revenue + (before?.revenue ?? 0),
        delivery: r.delivery + (before?.delivery ?? 0),
      }),
      pin: place ? { lat: place.lat, lng: place.lng } : null,
    });
  }
  const areas = [...byArea.values()].sort((a, b) => byOrders({ ...a, name: a.area }, { ...b, name: b.area }));
  const groups = AREA_GROUPS.map((group) => {
    const mine = areas.filter((a) => a.group === group);
    return {
      group,
      orders: mine.reduce((n, a) => n + a.orders, 0),
      revenue: mine.reduce((n, a) => n + a.revenue, 0),
      goods: mine.reduce((n, a) => n + a.goods, 0),
      delivery: mine.reduce((n, a) => n + a.delivery, 0),
    };
  }).filter((g) => g.orders > 0);
  const spots = rows
    .filter((r) => r.kind === 'spot' && r.lat10 !== null && r.lng10 !== null)
    .map((r) => ({ ...spotCentre({ lat10: r.lat10!, lng10: r.lng10! }), ...money(r) }))
    .sort((a, b) => b.orders - a.orders || a.lat - b.lat || a.lng - b.lng);
  return {
    period,
    orders: areas.reduce((n, a) => n + a.orders, 0),
    revenue: areas.reduce((n, a) => n + a.revenue, 0),
    areas,
    groups,
    spots,
  };
}
