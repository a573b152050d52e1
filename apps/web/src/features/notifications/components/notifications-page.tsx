// /notifications (signed in): every notification, newest first, a page at a time; all or only the
// unread (the filter and page live in the address bar); mark one or all read. Live like the bell.
import { NOTIFICATIONS_PAGE_SIZE } from '@shop/domain/rules';
import {
  NOTIFICATIONS_EMPTY_MESSAGE,
  NOTIFICATIONS_FETCH_FAILED_MESSAGE,
  NOTIFICATIONS_UNREAD_EMPTY_MESSAGE,
} from '@shop/domain/texts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BellOff } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { notificationsPageQuery, unreadCountQuery } from '../api/notifications-api';
import { useLiveNotifications } from '../hooks/live-notifications';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationEntry } from './notification-entry';

const FILTER = 'min-h-11 rounded-full px-4 text-sm font-semibold aria-pressed:bg-ink aria-pressed:text-paper';

export function NotificationsPage() {
  const api = useApi();
  useLiveNotifications();
  const [params, setParams] = useSearchParams();
  const unread = params.get('unread') === 'true';
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const list = useQuery({ ...notificationsPageQuery(api, unread, page), placeholderData: keepPreviousData });
  const { data: unreadCount = 0 } = useQuery(unreadCountQuery(api));
  const { markRead, markAllRead, markingAll } = useNotificationActions();

  useEffect(() => {
    if (list.isError) notify.error(NOTIFICATIONS_FETCH_FAILED_MESSAGE);
  }, [list.isError]);

  const go = (next: { unread?: boolean; page?: number }) => {
    const wantUnread = next.unread ?? unread;
    const wantPage = next.page ?? 1;
    setParams({ ...(wantUnread && { unread: 'true' }), ...(wantPage > 1 && { page: String(wantPage) }) });
  };
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  const items = list.data?.notifications ?? [];

  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Notifications</h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {unreadCount === 1 ? '1 unread' : `${unreadCount} unread`}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={markAllRead} disabled={unreadCount === 0 || markingAll}>
          Mark all read
        </Button>
      </div>

      <div role="group" aria-label="Show" className="mt-6 flex gap-2">
        <button type="button" aria-pressed={!unread} onClick={() => go({ unread: false })} className={FILTER}>
          All
        </button>
        <button type="button" aria-pressed={unread} onClick={() => go({ unread: true })} className={FILTER}>
          Unread
        </button>
      </div>

      {list.isPending ? (
        <p role="status" className="py-16 text-center text-muted">
          Loading notifications…
        </p>
      ) : list.isError ? (
        <div role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{NOTIFICATIONS_FETCH_FAILED_MESSAGE}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <BellOff aria-hidden="true" className="mx-auto size-12 text-muted" />
          <p className="mt-4 text-lg font-semibold">
            {unread ? NOTIFICATIONS_UNREAD_EMPTY_MESSAGE : NOTIFICATIONS_EMPTY_MESSAGE}
          </p>
          <p className="mt-2 text-sm text-muted">Updates about your orders show up here.</p>
        </div>
      ) : (
        <ul
          aria-label="Notifications"
          className={clsx('mt-6 space-y-2', list.isPlaceholderData && 'opacity-60')}
        >
          {items.map((item) => (
            <NotificationEntry key={item.id} item={item} onMarkRead={markRead} />
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            Previous
          </Button>
          <p className="text-sm text-muted">
            Page {Math.min(page, pages)} of {pages}
          </p>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            Next
          </Button>
        </nav>
      ) : null}
    </Container>
  );
}
