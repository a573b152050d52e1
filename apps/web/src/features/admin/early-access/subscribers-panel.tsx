// The Subscribers tab of /admin/early-access: how many are on the list, a search (e-mail or first
// name) and status filter kept in the address, the list with pages, the CSV export of what is shown,
// and unsubscribing someone.
import { Download } from 'lucide-react';
import type { BadgeColour } from '@shop/domain/rules';
import { buttonClasses } from '../../../components/ui/button';
import { subscribersQuery, type AdminSubscriber, type SubscriberList } from '../api/early-access-api';
import { DataList, type Column } from '../components/data-list';
import { SelectField } from '../components/fields';
import { bindFilter, bindSearch } from '../components/list-filters';
import { ListPage } from '../components/list-page';
import { ListSearch } from '../components/list-search';
import { EmptyState } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDate } from '../format';
import { useListScreen } from '../hooks/use-list-params';
import { SubscriberActions } from './subscriber-actions';
import {
  SUBSCRIBER_PARAMS,
  SUBSCRIBER_STATUS_OPTIONS,
  SUBSCRIBERS_PAGE_SIZE,
  subscribersCsvHref,
} from './subscriber-params';

const STATUS_COLOURS: Record<string, BadgeColour> = { active: 'green', unsubscribed: 'grey' };

function StatusBadge({ subscriber }: { subscriber: AdminSubscriber }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge colour={STATUS_COLOURS[subscriber.status] ?? 'grey'} label="Status">
        {subscriber.status}
      </Badge>
      {subscriber.welcome.state === 'failing' ? (
        <span className="text-xs text-red-700">Welcome e-mail not sent yet</span>
      ) : null}
    </span>
  );
}

const account = (s: AdminSubscriber) => (s.linked_account ? 'Yes' : 'No');

const COLUMNS: readonly Column<AdminSubscriber>[] = [
  {
    header: 'Subscriber',
    rowHeader: true,
    className: 'max-w-72 font-normal',
    cell: (s) => (
      <>
        <span className="block truncate font-semibold">{s.email}</span>
        <span className="block truncate text-xs text-muted">{s.first_name ?? 'No name given'}</span>
      </>
    ),
  },
  { header: 'Status', cell: (s) => <StatusBadge subscriber={s} /> },
  { header: 'Joined', className: 'whitespace-nowrap', cell: (s) => formatDate(s.subscribed_at) },
  { header: 'Account', cell: account },
  { header: <span className="sr-only">Actions</span>, cell: (s) => <SubscriberActions subscriber={s} /> },
];

function SubscriberCard({ subscriber: s }: { subscriber: AdminSubscriber }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{s.email}</p>
          <p className="truncate text-xs text-muted">{s.first_name ?? 'No name given'}</p>
        </div>
        <StatusBadge subscriber={s} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-muted">Joined</dt>
          <dd className="font-semibold">{formatDate(s.subscribed_at)}</dd>
        </div>
        <div>
          <dt className="text-muted">Account</dt>
          <dd className="font-semibold">{account(s)}</dd>
        </div>
      </dl>
      {s.status === 'active' ? (
        <div className="mt-3">
          <SubscriberActions subscriber={s} />
        </div>
      ) : null}
    </>
  );
}

function Counts({ counts }: { counts: SubscriberList['counts'] }) {
  const tiles = [
    ['Active', counts.active],
    ['Unsubscribed', counts.unsubscribed],
    ['Total', counts.total],
  ] as const;
  return (
    <dl className="mb-4 grid grid-cols-3 gap-2 sm:gap-3">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-ink/10 bg-white p-3 sm:p-4">
          <dt className="text-xs font-medium text-muted sm:text-sm">{label}</dt>
          <dd className="text-xl font-black tabular-nums sm:text-2xl">{value.toLocaleString('en-KE')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SubscribersPanel() {
  const list = useListScreen(SUBSCRIBER_PARAMS, subscribersQuery);
  const { filters, update } = list;
  const filter = bindFilter(filters, update);
  const counts = list.query.data?.counts;

  return (
    <>
      {counts ? <Counts counts={counts} /> : null}
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-end">
        <ListSearch
          label="Search subscribers"
          {...bindSearch(filters, update)}
          placeholder="E-mail or first name"
        />
        <SelectField
          label="Status"
          {...filter('status')}
          options={SUBSCRIBER_STATUS_OPTIONS.map(([value, label]) => ({ value, label }))}
        />
        <a
          href={subscribersCsvHref(filters)}
          download
          className={buttonClasses('outline', 'sm', 'sm:col-span-2 md:col-span-1 md:mb-0.5')}
        >
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
      </div>
      <ListPage
        list={list}
        loading="Loading subscribers…"
        count={(data) => data.subscribers.length}
        empty={
          <EmptyState
            title={filters.q || filters.status !== 'all' ? 'No subscribers match' : 'No subscribers yet'}
          >
            {filters.q || filters.status !== 'all'
              ? 'Try another e-mail, name or status.'
              : 'Sign-ups from the form at the bottom of the shop appear here.'}
          </EmptyState>
        }
        pageSize={SUBSCRIBERS_PAGE_SIZE}
        noun="subscribers"
      >
        {(data) => (
          <DataList
            items={data.subscribers}
            itemKey={(s) => s.id}
            caption="Early-access subscribers, newest first"
            label="Early-access subscribers"
            columns={COLUMNS}
            card={(s) => <SubscriberCard subscriber={s} />}
            cardClassName="rounded-2xl border border-ink/10 bg-white p-4"
            tableFrom="lg"
          />
        )}
      </ListPage>
    </>
  );
}
