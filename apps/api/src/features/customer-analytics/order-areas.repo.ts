// "Where orders go" in one statement: the period's counted orders, each given its delivery area by
// the domain's rule (orderAreaOf) written in SQL, then counted per area; the orders of "Other places"
// that have coordinates are also counted per tenth-of-a-degree square, for their pins.
//
// Why the area is computed here and not stored on the order: a stored column would need every writer
// of delivery details (shopper, owner, corrections) to fill it, and the orders already paid to be
// backfilled outside the generated migration; and a change to the list of known places would leave
// old rows stale. Reading the text each time stays inside the panel's budget at 10,000 orders (npm
// run bench:analytics).
import { KNOWN_PLACES, LNG_SCALE, NEAR_PLACE_DEG2, NO_ADDRESS_YET, OTHER_PLACES } from '@shop/domain/rules';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database';
import { orders } from '../orders/orders.tables';
import { isCounted, orderValue } from './customer-sql.repo';

// JavaScript's \s (areaOf's regular expression), spelled out: PostgreSQL's \s leaves out the
// no-break and other Unicode spaces. [:alpha:] is PostgreSQL's \p{L} (both databases read it by
// Unicode under a UTF-8 locale).
const SPACE = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;

if (KNOWN_PLACES.some((p) => !/^[A-Za-z]+( [A-Za-z]+)*$/.test(p.area)))
  throw new Error('Known areas must be words of plain letters to be matched in SQL');

/**
 * Every known name, lower case, as one alternation between letter boundaries. PostgreSQL takes the
 * leftmost match, as areaOf takes the name found first in the text; no known name starts another, so
 * two names never tie at one position (the domain tests hold that).
 */
export const AREA_PATTERN = `(^|[^[:alpha:]])(${KNOWN_PLACES.map((p) => p.area.toLowerCase().replace(/ /g, `${SPACE}+`)).join('|')})($|[^[:alpha:]])`;
/**
 * A word of each name (the longest, not "Nairobi", which most addresses hold) as a PostgreSQL array
 * of LIKE patterns: an address holding none of them skips the pattern above.
 */
const LIKE_WORDS = `{${[
  ...new Set(
    KNOWN_PLACES.map((p) => {
      const words = p.area
        .toLowerCase()
        .split(' ')
        .filter((w) => w !== 'nairobi');
      return `"%${words.sort((a, b) => b.length - a.length)[0]!}%"`;
    }),
  ),
].join(',')}}`;

const float = (n: number) => sql.raw(`${String(n)}::float8`);
const places = sql.join(
  KNOWN_PLACES.map((p, i) => sql`(${p.area}::text, ${sql.raw(String(i))}, ${float(p.lat)}, ${float(p.lng)})`),
  sql`, `,
);
const coordinate = (axis: 'lat' | 'lng') =>
  sql.raw(
    `case when jsonb_typeof(o.delivery_info->'coordinates'->'${axis}') = 'number'
    then (o.delivery_info->'coordinates'->>'${axis}')::float8 end`,
  );
// degreesSquared of the domain, in the same order of operations (float8 gives the same number).
const dLat = sql`(s.lat - q.lat)`;
const dLng = sql`((s.lng - q.lng) * ${float(LNG_SCALE)})`;
const degreesSquared = sql`(${dLat} * ${dLat} + ${dLng} * ${dLng})`;

export type AreaRow = {
  kind: 'area' | 'spot';
  area: string | null;
  lat10: number | null;
  lng10: number | null;
  orders: number;
  revenue: number;
  delivery: number;
};

/** Counted orders created in [start, end), by area; and "Other places" orders with coordinates, by square. */
export async function orderAreaRows(db: Db, window: { start: Date; end: Date }) {
  return rowsOf<AreaRow>(await db.execute(orderAreaQuery(window)));
}

export const orderAreaQuery = (window: { start: Date; end: Date }) => sql`
      with places(area, ord, lat, lng) as (values ${places}),
      -- Materialised, so the pattern runs once an order (inlined, every use of "named" ran it again).
      sold as materialized (
        select ${orderValue} as value, least(o.delivery_fee, ${orderValue}) as delivery,
          (o.delivery_info is null or jsonb_typeof(o.delivery_info) <> 'object') as no_address,
          case when lower(o.delivery_info->>'location') like any (${LIKE_WORDS}::text[])
            then lower(regexp_replace(
              (regexp_match(o.delivery_info->>'location', ${AREA_PATTERN}, 'i'))[2],
              ${`${SPACE}+`}, ' ', 'g')) end as named,
          ${coordinate('lat')} as lat, ${coordinate('lng')} as lng
        from ${orders} o
        where ${isCounted} and o.created_at >= ${window.start.toISOString()}::timestamptz
          and o.created_at < ${window.end.toISOString()}::timestamptz
      ),
      -- The area's name as the text has it (lower case; the service names it) or the nearest place.
      located as (
        select s.value, s.delivery, s.lat, s.lng,
          case when s.no_address then ${NO_ADDRESS_YET}
            when s.named is not null then s.named
            -- Only orders the address did not place look for the nearest place (a subquery per
            -- order otherwise cost as much as the address patterns).
            when s.lat is not null and s.lng is not null then coalesce((
              select q.area from places q
              where ${degreesSquared} <= ${float(NEAR_PLACE_DEG2)}
              order by ${degreesSquared}, q.ord limit 1
            ), ${OTHER_PLACES})
            else ${OTHER_PLACES} end as area
        from sold s
      )
      select 'area' as kind, area, null::int as lat10, null::int as lng10, count(*)::int as orders,
        sum(value)::int as revenue, sum(delivery)::int as delivery
      from located group by area
      union all
      select 'spot', null, floor(lat * 10)::int, floor(lng * 10)::int, count(*)::int,
        sum(value)::int, sum(delivery)::int
      from located where area = ${OTHER_PLACES} and lat is not null and lng is not null
      group by 3, 4`;
