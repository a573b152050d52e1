// /admin/users: customers with their tier, what they spent, how many orders and when they last
// ordered; search and a tier filter in the address; admin rights and tier recompute per customer.
import { CUSTOMER_TIERS, formatKes, type BadgeColour } from '@shop/domain/rules';
import { Link } from 'react-router';
import { usersQuery, type AdminUser } from '../api/users-api';
import { useListScreen } from '../hooks/use-list-params';
import { ListSearch } from '../components/list-search';
import { DataList, type Column } from '../components/data-list';
import { CheckboxField, SelectField } from '../components/fields';
import { PageHeader } from '../components/page-header';
import { bindSearch, bindFilter } from '../components/list-filters';
import { ListPage } from '../components/list-page';
import { EmptyState } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDate, sentenceCase } from '../format';
import { orderFiltersSearch } from '../orders/order-params';
import { UserActions } from './user-actions';
import { USER_PARAMS, USER_SORTS, USERS_PAGE_SIZE } from './user-params';

const TIER_COLOURS: Record<string, BadgeColour> = { regular: 'grey', premium: 'blue', vip: 'yellow' };

function TierBadge({ tier }: { tier: string }) {
  return (
    <Badge colour={TIER_COLOURS[tier] ?? 'grey'} label="Tier">
      {tier}
    </Badge>
  );
}

const ordersLink = (user: AdminUser) => `/admin/orders${orderFiltersSearch({ q: user.email })}`;

const ordersCount = (user: AdminUser, label?: string) =>
  user.total_orders > 0 ? (
    <Link to={ordersLink(user)} className="underline" aria-label={label}>
      {user.total_orders}
    </Link>
  ) : (
    0
  );

const USER_COLUMNS: readonly Column<AdminUser>[] = [
  {
    header: 'Customer',
    rowHeader: true,
    className: 'max-w-64 font-normal',
    cell: (user) => (
      <>
        <span className="flex items-center gap-2 font-semibold">
          <span className="truncate">{user.name || '—'}</span>
          {user.is_admin ? <Badge colour="blue">admin</Badge> : null}
        </span>
        <span className="block truncate text-xs text-muted">{user.email}</span>
      </>
    ),
  },
  { header: 'Tier', cell: (user) => <TierBadge tier={user.tier} /> },
  {
    header: 'Total spent',
    align: 'right',
    className: 'font-semibold whitespace-nowrap',
    cell: (user) => formatKes(user.total_spent),
  },
  {
    header: 'Orders',
    align: 'right',
    cell: (user) => ordersCount(user, `${user.total_orders} orders of ${user.email}`),
  },
  { header: 'Last order', className: 'whitespace-nowrap', cell: (user) => formatDate(user.last_order_at) },
  { header: 'Joined', className: 'whitespace-nowrap', cell: (user) => formatDate(user.created_at) },
  { header: 'Actions', cell: (user) => <UserActions user={user} /> },
];

function UserCard({ user }: { user: AdminUser }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{user.name || user.email}</p>
          <p className="truncate text-xs text-muted">{user.email}</p>
        </div>
        <span className="flex shrink-0 gap-1">
          {user.is_admin ? <Badge colour="blue">admin</Badge> : null}
          <TierBadge tier={user.tier} />
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-muted">Spent</dt>
          <dd className="font-semibold">{formatKes(user.total_spent)}</dd>
        </div>
        <div>
          <dt className="text-muted">Orders</dt>
          <dd className="font-semibold">{ordersCount(user)}</dd>
        </div>
        <div>
          <dt className="text-muted">Last order</dt>
          <dd className="font-semibold">{formatDate(user.last_order_at)}</dd>
        </div>
      </dl>
      <div className="mt-3">
        <UserActions user={user} />
      </div>
    </>
  );
}

const UsersTable = ({ users }: { users: AdminUser[] }) => (
  <DataList
    items={users}
    itemKey={(user) => user.id}
    caption="Customers, newest accounts first"
    label="Customers"
    columns={USER_COLUMNS}
    card={(user) => <UserCard user={user} />}
    cardClassName="rounded-2xl border border-ink/10 bg-white p-4"
    tableFrom="lg"
  />
);

export function Component() {
  const list = useListScreen(USER_PARAMS, usersQuery);
  const { filters, update } = list;
  const filter = bindFilter(filters, update);

  return (
    <>
      <PageHeader title="Customers" description="Tiers follow what each customer spent on paid orders." />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] md:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] md:items-end">
        <ListSearch
          label="Search customers"
          {...bindSearch(filters, update)}
          placeholder="Name, e-mail or phone"
        />
        <SelectField
          label="Tier"
          {...filter('tier')}
          options={[
            { value: '', label: 'Any tier' },
            ...CUSTOMER_TIERS.map((t) => ({ value: t, label: sentenceCase(t) })),
          ]}
        />
        <SelectField
          label="Sort by"
          {...filter('sort')}
          options={USER_SORTS.map(([value, label]) => ({ value, label }))}
        />
        <div className="md:pb-2.5">
          <CheckboxField
            label="Admins only"
            checked={filters.admins}
            onChange={(event) => update({ admins: event.target.checked })}
          />
        </div>
      </div>
      <ListPage
        list={list}
        loading="Loading customers…"
        count={(data) => data.users.length}
        empty={<EmptyState title="No customers match">Try another name, e-mail, phone or tier.</EmptyState>}
        pageSize={USERS_PAGE_SIZE}
        noun="customers"
      >
        {(data) => <UsersTable users={data.users} />}
      </ListPage>
    </>
  );
}
