// /admin/users: customers with their tier, what they spent, how many orders and when they last
// ordered; search and a tier filter in the address; admin rights and tier recompute per customer.
import { CUSTOMER_TIERS, formatKes, type BadgeColour } from '@shop/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { usersQuery, type AdminUser } from '../api/users-api';
import { useAddressFilters } from '../hooks/use-address-filters';
import { ListSearch } from '../components/list-search';
import { CheckboxField, SelectField } from '../components/fields';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { EmptyState, ErrorState, LoadingState, RefreshingResults } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDate, sentenceCase } from '../format';
import { orderFiltersSearch } from '../orders/order-params';
import { UserActions } from './user-actions';
import {
  readUserFilters,
  userFiltersSearch,
  USER_SORTS,
  USERS_PAGE_SIZE,
  type UserFilters,
  type UserSort,
} from './user-params';

const TIER_COLOURS: Record<string, BadgeColour> = { regular: 'grey', premium: 'blue', vip: 'yellow' };

function TierBadge({ tier }: { tier: string }) {
  return (
    <Badge colour={TIER_COLOURS[tier] ?? 'grey'} label="Tier">
      {tier}
    </Badge>
  );
}

const ordersLink = (user: AdminUser) => `/admin/orders${orderFiltersSearch({ q: user.email })}`;

function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-ink/10 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Customers, newest accounts first</caption>
          <thead className="border-b border-ink/10 bg-ink/[0.03] text-xs text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Customer
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Tier
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Total spent
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Orders
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Last order
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Joined
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {users.map((user) => (
              <tr key={user.id}>
                <th scope="row" className="max-w-64 px-4 py-3 font-normal">
                  <span className="flex items-center gap-2 font-semibold">
                    <span className="truncate">{user.name || '—'}</span>
                    {user.is_admin ? <Badge colour="blue">admin</Badge> : null}
                  </span>
                  <span className="block truncate text-xs text-muted">{user.email}</span>
                </th>
                <td className="px-4 py-3">
                  <TierBadge tier={user.tier} />
                </td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap">
                  {formatKes(user.total_spent)}
                </td>
                <td className="px-4 py-3 text-right">
                  {user.total_orders > 0 ? (
                    <Link
                      to={ordersLink(user)}
                      className="underline"
                      aria-label={`${user.total_orders} orders of ${user.email}`}
                    >
                      {user.total_orders}
                    </Link>
                  ) : (
                    0
                  )}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.last_order_at)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(user.created_at)}</td>
                <td className="px-4 py-3">
                  <UserActions user={user} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 lg:hidden" aria-label="Customers">
        {users.map((user) => (
          <li key={user.id} className="rounded-2xl border border-ink/10 bg-white p-4">
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
                <dd className="font-semibold">
                  {user.total_orders > 0 ? (
                    <Link to={ordersLink(user)} className="underline">
                      {user.total_orders}
                    </Link>
                  ) : (
                    0
                  )}
                </dd>
              </div>
              <div>
                <dt className="text-muted">Last order</dt>
                <dd className="font-semibold">{formatDate(user.last_order_at)}</dd>
              </div>
            </dl>
            <div className="mt-3">
              <UserActions user={user} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Component() {
  const { filters, update } = useAddressFilters(readUserFilters, userFiltersSearch);
  const query = useQuery({ ...usersQuery(useApi(), filters), placeholderData: keepPreviousData });

  return (
    <>
      <PageHeader title="Customers" description="Tiers follow what each customer spent on paid orders." />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] md:grid-cols-[minmax(0,1fr)_12rem_12rem_auto] md:items-end">
        <ListSearch
          label="Search customers"
          value={filters.q ?? ''}
          onSearch={(q) => update({ q: q || undefined }, true)}
          placeholder="Name, e-mail or phone"
        />
        <SelectField
          label="Tier"
          value={filters.tier ?? ''}
          onChange={(event) => update({ tier: (event.target.value || undefined) as UserFilters['tier'] })}
          options={[
            { value: '', label: 'Any tier' },
            ...CUSTOMER_TIERS.map((t) => ({ value: t, label: sentenceCase(t) })),
          ]}
        />
        <SelectField
          label="Sort by"
          value={filters.sort}
          onChange={(event) => update({ sort: event.target.value as UserSort })}
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
      {query.isPending ? (
        <LoadingState label="Loading customers…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.users.length === 0 ? (
        <EmptyState title="No customers match">Try another name, e-mail, phone or tier.</EmptyState>
      ) : (
        <RefreshingResults query={query}>
          <UsersTable users={query.data.users} />
          <Pager
            page={filters.page}
            pageSize={USERS_PAGE_SIZE}
            total={query.data.total}
            noun="customers"
            hrefFor={(page) => userFiltersSearch({ ...filters, page }) || '?'}
          />
        </RefreshingResults>
      )}
    </>
  );
}
