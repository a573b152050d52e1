// /admin/wishlist-analytics: what customers save and whether it sells — the most saved pieces with
// their sizes' stock, saves that turned into purchases, saved pieces that are sold out (what to restock
// or source again), and price drops with how many savers were told. The period is in the address.
import { formatKes, WISHLIST_PERIOD_LABELS, WISHLIST_PERIODS, wishlistPeriodOf } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { wishlistAnalyticsQuery, type WishlistAnalytics } from '../api/wishlist-analytics-api';
import { PageHeader } from '../components/page-header';
import { EmptyState, LoadingState, Panel } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { formatDateTime } from '../format';

const LOAD_FAILED = 'Failed to load analytics data';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-ink/10 bg-white p-4">
      <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-black tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

const productLink = (id: string, name: string) => (
  <Link
    to={`/admin/products?id=${id}`}
    className="font-semibold break-words underline-offset-2 hover:underline"
  >
    {name}
  </Link>
);

function MostSaved({ rows }: { rows: WishlistAnalytics['most_saved'] }) {
  if (rows.length === 0) return <EmptyState title="Nothing saved in this period" />;
  return (
    <ol className="divide-y divide-ink/10" aria-label="Most saved pieces">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            {productLink(row.id, row.name)}
            <p className="text-xs text-muted">
              {formatKes(row.price)} · {row.stock > 0 ? `${row.stock} in stock` : 'sold out'}
              {row.is_active ? '' : ' · off sale'}
            </p>
            {row.sizes.length > 0 ? (
              <ul className="mt-1 flex flex-wrap gap-1" aria-label={`Sizes of ${row.name}`}>
                {row.sizes.map((s) => (
                  <li
                    key={s.size}
                    className={`rounded-full px-2 py-0.5 text-xs ${s.stock > 0 ? 'bg-ink/5' : 'bg-red-50 text-red-900'}`}
                  >
                    {s.size}: {s.stock > 0 ? `${s.stock} left` : 'sold out'}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <p className="text-right text-sm">
            <span className="block font-bold">{row.savers} saved</span>
            <span className="text-xs text-muted">
              {row.bought} bought ({row.percent}%)
            </span>
          </p>
        </li>
      ))}
    </ol>
  );
}

function SoldOut({ rows }: { rows: WishlistAnalytics['sold_out'] }) {
  if (rows.length === 0) return <EmptyState title="No saved piece is sold out" />;
  return (
    <ul className="divide-y divide-ink/10" aria-label="Saved pieces that are sold out">
      {rows.map((row) => (
        <li key={row.id} className="flex items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            {productLink(row.id, row.name)}
            <p className="text-xs text-muted">
              {formatKes(row.price)}
              {row.is_active ? '' : ' · off sale'}
            </p>
          </div>
          <p className="shrink-0 text-sm font-bold">{row.savers} waiting</p>
        </li>
      ))}
    </ul>
  );
}

function PriceDrops({ rows }: { rows: WishlistAnalytics['price_drops'] }) {
  if (rows.length === 0) return <EmptyState title="No price drops in this period" />;
  return (
    <ul className="divide-y divide-ink/10" aria-label="Price drops">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div className="min-w-0">
            {productLink(row.product_id, row.name)}
            <p className="text-xs text-muted">
              {formatKes(row.old_price)} → {formatKes(row.new_price)} · {formatDateTime(row.created_at)}
            </p>
          </div>
          <p className="text-right text-sm">
            <span className="block font-bold">{row.told} told</span>
            <span className="text-xs text-muted">{row.savers} have it saved</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const days = wishlistPeriodOf(search.get('days'));
  const query = useQuery(wishlistAnalyticsQuery(useApi(), days));
  return (
    <>
      <PageHeader
        title="Wishlist Analytics"
        description="What customers save, whether they buy it, and what to restock or source again. Counts saves of signed-in customers."
      />
      <TabLinks
        label="Period"
        tabs={WISHLIST_PERIODS.map((period) => ({
          to: `?days=${period}`,
          label: WISHLIST_PERIOD_LABELS[period],
          current: period === days,
        }))}
      />
      {query.isPending ? (
        <LoadingState label="Loading wishlist analytics…" />
      ) : query.isError ? (
        <p
          role="alert"
          className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm font-semibold text-red-900"
        >
          {LOAD_FAILED}
        </p>
      ) : (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Wishlist figures">
            <Figure label="Saves" value={String(query.data.conversion.saved)} />
            <Figure label="Customers saving" value={String(query.data.conversion.savers)} />
            <Figure label="Bought after saving" value={String(query.data.conversion.bought)} />
            <Figure
              label="Conversion"
              value={`${query.data.conversion.percent}%`}
              note="Saves that the same customer bought afterwards"
            />
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <Panel title="Most saved">
              <MostSaved rows={query.data.most_saved} />
            </Panel>
            <div className="space-y-4">
              <Panel title="Saved but sold out">
                <SoldOut rows={query.data.sold_out} />
              </Panel>
              <Panel title="Price drops">
                <PriceDrops rows={query.data.price_drops} />
              </Panel>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
