// The customer list (a customer is a phone number): cards at phone widths, a table from large screens.
// A customer's name opens their page (notes, tags, orders) in the same screen, through the address.
import {
  formatKes,
  formatPhoneForDisplay,
  SEGMENT_LABELS,
  type BadgeColour,
  type CustomerSegment,
} from '@shop/domain/rules';
import { Link } from 'react-router';
import type { CustomerListRow } from '../api/customer-analytics-api';
import { DataList, type Column } from '../components/data-list';
import { Badge } from '../components/status-badges';
import { formatDate } from '../format';

const SEGMENT_COLOURS: Record<CustomerSegment, BadgeColour> = {
  new: 'blue',
  active: 'green',
  loyal: 'green',
  big_spenders: 'yellow',
  at_risk: 'red',
  lost: 'grey',
};

export const SegmentBadge = ({ segment }: { segment: CustomerSegment }) => (
  <Badge colour={SEGMENT_COLOURS[segment]} label="Segment">
    {SEGMENT_LABELS[segment]}
  </Badge>
);

export type OpenCustomer = (phone: string) => string;

function Name({ customer, open }: { customer: CustomerListRow; open: OpenCustomer }) {
  const phone = customer.phone ? formatPhoneForDisplay(customer.phone) : 'Card payments only, no phone';
  // A customer known only by their number is named by it once, in its readable form.
  const named = customer.name !== customer.phone;
  const name = named ? customer.name : phone;
  return (
    <>
      {customer.phone ? (
        <Link to={open(customer.phone)} className="block truncate font-semibold underline">
          {name}
        </Link>
      ) : (
        <span className="block truncate font-semibold">{name}</span>
      )}
      {named ? <span className="block truncate text-xs text-muted">{phone}</span> : null}
    </>
  );
}

const Tags = ({ tags }: { tags: string[] }) =>
  tags.length ? (
    <span className="flex flex-wrap gap-1">
      {tags.map((t) => (
        <Badge key={t} colour="grey" label="Tag">
          {t}
        </Badge>
      ))}
    </span>
  ) : (
    <span className="text-muted">—</span>
  );

const columns = (open: OpenCustomer): readonly Column<CustomerListRow>[] => [
  {
    header: 'Customer',
    rowHeader: true,
    className: 'max-w-64 font-normal',
    cell: (c) => <Name customer={c} open={open} />,
  },
  { header: 'Segment', cell: (c) => <SegmentBadge segment={c.segment} /> },
  { header: 'Tier', className: 'capitalize', cell: (c) => c.tier ?? 'Guest' },
  { header: 'Orders', align: 'right', cell: (c) => c.orders },
  {
    header: 'Spent',
    align: 'right',
    className: 'font-semibold whitespace-nowrap',
    cell: (c) => formatKes(c.spent),
  },
  { header: 'Last order', className: 'whitespace-nowrap', cell: (c) => formatDate(c.last_order_at) },
  { header: 'Tags', cell: (c) => <Tags tags={c.tags} /> },
];

function CustomerCard({ customer, open }: { customer: CustomerListRow; open: OpenCustomer }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Name customer={customer} open={open} />
        </div>
        <SegmentBadge segment={customer.segment} />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-muted">Spent</dt>
          <dd className="font-semibold">{formatKes(customer.spent)}</dd>
        </div>
        <div>
          <dt className="text-muted">Orders</dt>
          <dd className="font-semibold">{customer.orders}</dd>
        </div>
        <div>
          <dt className="text-muted">Last order</dt>
          <dd className="font-semibold">{formatDate(customer.last_order_at)}</dd>
        </div>
        <div>
          <dt className="text-muted">Tier</dt>
          <dd className="font-semibold capitalize">{customer.tier ?? 'Guest'}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">Tags</dt>
          <dd>
            <Tags tags={customer.tags} />
          </dd>
        </div>
      </dl>
    </>
  );
}

export function CustomerList({ customers, open }: { customers: CustomerListRow[]; open: OpenCustomer }) {
  return (
    <DataList
      items={customers}
      itemKey={(c) => c.phone ?? `${c.name}-${c.first_order_at}`}
      caption="Customers, latest order first"
      label="Customers"
      columns={columns(open)}
      card={(c) => <CustomerCard customer={c} open={open} />}
      cardClassName="rounded-2xl border border-ink/10 bg-white p-4"
      tableFrom="lg"
    />
  );
}
