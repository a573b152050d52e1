// The bell's menu: the latest ten notifications, 'Mark all read', and a way to the full page. It
// closes on Escape (focus back on the bell), on a click outside, or when a notification is opened.
import { NOTIFICATIONS_EMPTY_MESSAGE, NOTIFICATIONS_FETCH_FAILED_MESSAGE } from '@shop/domain/texts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { useDismiss, type DismissProps } from '../../../lib/use-dismiss';
import { bellQuery } from '../api/notifications-api';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { NotificationEntry } from './notification-entry';

type Props = {
  id: string;
  unreadCount: number;
} & DismissProps;

export function NotificationMenu({ id, unreadCount, rootRef, buttonRef, onClose }: Props) {
  const api = useApi();
  const list = useQuery(bellQuery(api));
  const { markRead, markAllRead, markingAll } = useNotificationActions();

  useDismiss({ rootRef, buttonRef, onClose });

  useEffect(() => {
    if (list.isError) notify.error(NOTIFICATIONS_FETCH_FAILED_MESSAGE);
  }, [list.isError]);

  const items = list.data?.notifications ?? [];
  return (
    <div
      id={id}
      role="region"
      aria-label="Notifications"
      // On a phone the menu spans the screen under the bar; from sm up it hangs from the bell.
      className="absolute inset-x-2 top-full z-50 mt-1 max-h-[min(32rem,calc(100dvh-8rem))] overflow-y-auto rounded-2xl border border-ink/10 bg-white p-2 shadow-lg sm:inset-x-auto sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 px-2 py-1">
        <h2 className="text-sm font-bold">Notifications</h2>
        <button
          type="button"
          onClick={markAllRead}
          disabled={unreadCount === 0 || markingAll}
          className={buttonClasses('ghost', 'sm')}
        >
          Mark all read
        </button>
      </div>
      {list.isPending ? (
        <p role="status" className="px-3 py-6 text-center text-sm text-muted">
          Loading notifications…
        </p>
      ) : list.isError ? (
        <p className="px-3 py-6 text-center text-sm text-muted">{NOTIFICATIONS_FETCH_FAILED_MESSAGE}</p>
      ) : items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-muted">{NOTIFICATIONS_EMPTY_MESSAGE}</p>
      ) : (
        <ul aria-label="Latest notifications" className="space-y-1">
          {items.map((item) => (
            <NotificationEntry key={item.id} item={item} onMarkRead={markRead} onOpen={onClose} />
          ))}
        </ul>
      )}
      <div className="mt-1 border-t border-ink/10 pt-1">
        <Link
          to="/notifications"
          className="flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold hover:bg-ink/5"
        >
          View all notifications
        </Link>
      </div>
    </div>
  );
}
