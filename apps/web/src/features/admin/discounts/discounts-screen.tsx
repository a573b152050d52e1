// /admin/discounts: the shop's codes with their state, uses and the money they gave, searched, filtered,
// sorted and paged in the address; the codes the exit-intent offer made for single visitors are on
// their own tab.
import { formatKes } from '@shop/domain/rules';
import { Link } from 'react-router';
import { discountsQuery, type AdminDiscount } from '../api/discounts-api';
import { useListScreen } from '../hooks/use-list-params';
import { DataList, type Column } from '../components/data-list';
import { SelectField } from '../components/fields';
import { ListSearch } from '../components/list-search';
import { bindSearch, bindFilter } from '../components/list-filters';
import { ListPage } from '../components/list-page';
import { HeaderLink, PageHeader } from '../components/page-header';
import { EmptyState } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { Badge } from '../components/status-badges';
import { discountValueText, formatDate, plural, sentenceCase } from '../format';
import { discountState, STATE_COLOURS } from './discount-form-values';
import {
  DISCOUNT_PARAMS,
  DISCOUNT_SORTS,
  discountFiltersSearch,
  DISCOUNTS_PAGE_SIZE,
  type DiscountSource,
} from './discount-params';

/** What the code applies to and when, in a few words. */
function conditions(d: AdminDiscount): string {
  const parts: string[] = [];
  if (d.discount_scope === 'per_item') {
    const scope = [
      ...d.eligible_categories.map(sentenceCase),
      ...(d.eligible_product_ids.length ? [plural(d.eligible_product_ids.length, 'product')] : []),
    ];
    parts.push(`per item${scope.length ? `: ${scope.join(', ')}` : ''}`);
  } else parts.push('whole order');
  if (d.min_order_amount > 0) parts.push(`from ${formatKes(d.min_order_amount)}`);
  if (d.max_discount_amount) parts.push(`at most ${formatKes(d.max_discount_amount)}`);
  if (d.once_per_customer) parts.push('once per customer');
  return parts.join(' · ');
}

const dates = (d: AdminDiscount) =>
  d.starts_at || d.ends_at
    ? `${d.starts_at ? formatDate(d.starts_at) : 'Now'} – ${d.ends_at ? formatDate(d.ends_at) : 'no end'}`
    : 'Always';

const uses = (d: AdminDiscount) => `${d.uses}${d.usage_limit ? ` / ${d.usage_limit}` : ''}`;

function StateBadge({ discount }: { discount: AdminDiscount }) {
  const state = discountState(discount);
  return (
    <Badge colour={STATE_COLOURS[state]} label="Status">
      {state}
    </Badge>
  );
}

const DISCOUNT_COLUMNS: readonly Column<AdminDiscount>[] = [
  {
    header: 'Code',
    rowHeader: true,
    cell: (d) => (
      <>
        <Link
          to={`/admin/discounts/${d.id}`}
          className="font-mono font-semibold underline-offset-2 hover:underline"
        >
          {d.code}
        </Link>
        {d.description ? (
          <span className="block max-w-56 truncate text-xs font-normal text-muted">{d.description}</span>
        ) : null}
      </>
    ),
  },
  {
    header: 'Discount',
    cell: (d) => (
      <>
        <span className="font-semibold">{discountValueText(d.type, d.value)} off</span>
        <span className="block text-xs text-muted">{conditions(d)}</span>
      </>
    ),
  },
  { header: 'Status', cell: (d) => <StateBadge discount={d} /> },
  { header: 'Uses', align: 'right', cell: uses },
  {
    header: 'Total given',
    align: 'right',
    className: 'font-semibold whitespace-nowrap',
    cell: (d) => formatKes(d.total_given),
  },
  { header: 'Dates', className: 'whitespace-nowrap', cell: dates },
];

function DiscountCard({ discount: d }: { discount: AdminDiscount }) {
  return (
    <Link
      to={`/admin/discounts/${d.id}`}
      className="block rounded-2xl border border-ink/10 bg-white p-4 hover:border-ink/40"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="font-mono font-semibold">{d.code}</span>
        <StateBadge discount={d} />
      </span>
      <span className="mt-1 block text-sm font-semibold">{discountValueText(d.type, d.value)} off</span>
      <span className="block text-xs text-muted">{conditions(d)}</span>
      <span className="mt-2 block text-xs text-muted">
        {uses(d)} uses · {formatKes(d.total_given)} given · {dates(d)}
      </span>
    </Link>
  );
}

const DiscountsTable = ({ discounts }: { discounts: AdminDiscount[] }) => (
  <DataList
    items={discounts}
    itemKey={(d) => d.id}
    caption="Discount codes with their uses and the total they gave"
    label="Discount codes"
    columns={DISCOUNT_COLUMNS}
    card={(d) => <DiscountCard discount={d} />}
    rowClassName={() => 'hover:bg-ink/[0.02]'}
  />
);

export function Component() {
  const list = useListScreen(DISCOUNT_PARAMS, discountsQuery);
  const { filters, update } = list;
  const { source } = filters;
  const filtered = !!(filters.q || filters.active);
  const filter = bindFilter(filters, update);
  const tab = (value: DiscountSource, label: string) => ({
    to: discountFiltersSearch({ source: value }) || '?',
    label,
    current: source === value,
  });
  return (
    <>
      <PageHeader
        title="Discounts"
        description="Codes shoppers type in the bag or at checkout."
        actions={<HeaderLink to="/admin/discounts/new">Create discount</HeaderLink>}
      />
      <TabLinks
        label="Which codes"
        tabs={[tab('manual', 'Your codes'), tab('generated', 'Exit-intent codes')]}
      />
      <div className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-[minmax(0,1fr)_10rem_11rem] md:items-end">
        <ListSearch
          label="Search codes"
          className="col-span-2 md:col-span-1"
          {...bindSearch(filters, update)}
          placeholder="Code or description"
        />
        <SelectField
          label="Status"
          {...filter('active')}
          options={[
            { value: '', label: 'All' },
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
        />
        <SelectField
          label="Sort by"
          {...filter('sort')}
          options={DISCOUNT_SORTS.map(([value, label]) => ({ value, label }))}
        />
      </div>
      <ListPage
        list={list}
        loading="Loading discounts…"
        count={(data) => data.discounts.length}
        empty={
          filtered ? (
            <EmptyState title="No codes match">Try another code, word or status.</EmptyState>
          ) : (
            <EmptyState title={source === 'manual' ? 'No discount codes yet' : 'No exit-intent codes yet'}>
              {source === 'manual' ? (
                <Link to="/admin/discounts/new" className="underline">
                  Create the first one
                </Link>
              ) : (
                'Codes the exit-intent offer makes for visitors show up here.'
              )}
            </EmptyState>
          )
        }
        pageSize={DISCOUNTS_PAGE_SIZE}
        noun="codes"
      >
        {(data) => <DiscountsTable discounts={data.discounts} />}
      </ListPage>
    </>
  );
}
