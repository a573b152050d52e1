// The bundle list: search and an on-sale filter in the address, then each bundle with its price, what
// it saves, its pieces and its state; a row opens the bundle's form (?id=…) on the same screen.
import { formatKes } from '@shop/domain/rules';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { bundlesQuery, type AdminBundle } from '../api/bundles-api';
import { useListScreen } from '../hooks/use-list-params';
import { DataList, type Column } from '../components/data-list';
import { ListSearch } from '../components/list-search';
import { SelectField } from '../components/fields';
import { bindSearch, bindFilter } from '../components/list-filters';
import { ListPage } from '../components/list-page';
import { HeaderLink, PageHeader } from '../components/page-header';
import { EmptyState } from '../components/states';
import { Thumb } from '../components/thumb';
import { plural } from '../format';
import { BundleActiveButton } from './bundle-active-button';
import { BundleBadges } from './bundle-badges';
import { BUNDLE_PARAMS, bundleFiltersSearch, BUNDLES_PAGE_SIZE } from './bundle-params';

const cover = (b: AdminBundle) => b.featured_image ?? b.images[0] ?? b.items[0]?.product.images[0] ?? null;

function Pieces({ bundle: b }: { bundle: AdminBundle }) {
  const count = b.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      {plural(b.items.length, 'product')}
      {count > b.items.length ? (
        <span className="block text-xs text-muted">{plural(count, 'piece')}</span>
      ) : null}
    </>
  );
}

function SavingText({ bundle: b }: { bundle: AdminBundle }) {
  if (b.savings <= 0) return <span className="text-muted">No saving</span>;
  const percent = b.components_total > 0 ? Math.round((b.savings / b.components_total) * 100) : 0;
  return (
    <span className="font-semibold text-emerald-800">
      {formatKes(b.savings)} <span className="font-normal">({percent}%)</span>
    </span>
  );
}

const bundleColumns = (hrefFor: (id: string) => string): Column<AdminBundle>[] => [
  {
    header: 'Bundle',
    rowHeader: true,
    className: 'font-normal',
    cell: (b) => (
      <span className="flex items-center gap-3">
        <Thumb src={cover(b)} />
        <span className="min-w-0">
          <Link to={hrefFor(b.id)} className="font-semibold underline-offset-2 hover:underline">
            {b.name}
          </Link>
          <span className="block max-w-56 truncate text-xs text-muted">/bundles/{b.slug}</span>
        </span>
      </span>
    ),
  },
  {
    header: 'Price',
    align: 'right',
    className: 'font-semibold whitespace-nowrap',
    cell: (b) => formatKes(b.price),
  },
  {
    header: 'Saving',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (b) => <SavingText bundle={b} />,
  },
  { header: 'Items', className: 'whitespace-nowrap', cell: (b) => <Pieces bundle={b} /> },
  { header: 'Status', className: 'max-w-48', cell: (b) => <BundleBadges bundle={b} /> },
  { header: 'Actions', cell: (b) => <BundleActiveButton bundle={b} /> },
];

function BundleCard({ bundle: b, href }: { bundle: AdminBundle; href: string }) {
  return (
    <>
      <div className="flex items-start gap-3">
        <Thumb src={cover(b)} />
        <div className="min-w-0 flex-1">
          <Link to={href} className="font-semibold underline-offset-2 hover:underline">
            {b.name}
          </Link>
          <p className="text-sm">
            <span className="font-semibold">{formatKes(b.price)}</span> · <SavingText bundle={b} />
          </p>
          <p className="text-xs text-muted">
            <Pieces bundle={b} />
          </p>
        </div>
      </div>
      <div className="mt-2">
        <BundleBadges bundle={b} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={href} className={buttonClasses('outline', 'sm')}>
          Edit<span className="sr-only"> {b.name}</span>
        </Link>
        <BundleActiveButton bundle={b} />
      </div>
    </>
  );
}

const BundlesTable = ({ bundles, hrefFor }: { bundles: AdminBundle[]; hrefFor: (id: string) => string }) => (
  <DataList
    items={bundles}
    itemKey={(b) => b.id}
    caption="Bundles, newest first"
    label="Bundles"
    columns={bundleColumns(hrefFor)}
    card={(b) => <BundleCard bundle={b} href={hrefFor(b.id)} />}
    cardClassName="rounded-2xl border border-ink/10 bg-white p-4"
    rowClassName={() => 'hover:bg-ink/[0.02]'}
    tableFrom="xl"
    cards="grid"
  />
);

export function BundleList() {
  const list = useListScreen(BUNDLE_PARAMS, bundlesQuery);
  const { filters, update } = list;
  const filtered = !!(filters.q || filters.active);

  return (
    <>
      <PageHeader
        title="Bundles"
        description="Pieces sold together for less than apart. The saving is worked out from the pieces’ prices."
        actions={<HeaderLink to={bundleFiltersSearch(filters, 'new')}>Create bundle</HeaderLink>}
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end">
        <ListSearch label="Search bundles" {...bindSearch(filters, update)} placeholder="Name or slug" />
        <SelectField
          label="Status"
          {...bindFilter(filters, update)('active')}
          options={[
            { value: '', label: 'Any status' },
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
        />
      </div>
      <ListPage
        list={list}
        loading="Loading bundles…"
        count={(data) => data.bundles.length}
        empty={
          <EmptyState title={filtered ? 'No bundles match' : 'No bundles yet'}>
            {filtered ? (
              'Try another name or status.'
            ) : (
              <Link to={bundleFiltersSearch(filters, 'new')} className="underline">
                Create the first one
              </Link>
            )}
          </EmptyState>
        }
        pageSize={BUNDLES_PAGE_SIZE}
        noun="bundles"
      >
        {(data) => (
          <BundlesTable
            bundles={data.bundles}
            hrefFor={(bundleId) => bundleFiltersSearch(filters, bundleId)}
          />
        )}
      </ListPage>
    </>
  );
}
