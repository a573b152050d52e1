// One notification in the bell's menu or on the page: its icon, title, message and age. Clicking it
// marks it read and opens the order it is about; unread ones also have their own mark-as-read button.
import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import { useNavigate } from 'react-router';
import { notificationTarget, timeAgo } from '../api/notification-format';
import type { NotificationItem } from '../api/notifications-api';
import { NotificationIcon } from './notification-icon';

type Props = {
  item: NotificationItem;
  onMarkRead: (item: NotificationItem) => Promise<unknown>;
  /** Called before following the notification (the bell closes its menu). */
  onOpen?: () => void;
};

export function NotificationEntry({ item, onMarkRead, onOpen }: Props) {
  const navigate = useNavigate();
  const open = () => {
    if (!item.isRead) void onMarkRead(item);
    onOpen?.();
    void navigate(notificationTarget(item));
  };
  return (
    <li
      data-testid="notification"
      data-read={item.isRead}
      className={clsx('flex items-start gap-1 rounded-xl', !item.isRead && 'bg-accent/10')}
    >
      <button
        type="button"
        onClick={open}
        className="flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-xl p-3 text-left hover:bg-ink/5"
      >
        <NotificationIcon type={item.type} />
        <span className="min-w-0 flex-1">
          <span className={clsx('block text-sm', item.isRead ? 'font-medium' : 'font-bold')}>
            {item.title}
            {item.isRead ? null : <span className="sr-only"> (unread)</span>}
          </span>
          <span className="mt-0.5 block text-sm text-ink/75">{item.message}</span>
          <time dateTime={item.createdAt} className="mt-1 block text-xs text-muted">
            {timeAgo(item.createdAt)}
          </time>
        </span>
      </button>
      {item.isRead ? null : (
        <button
          type="button"
          onClick={() => void onMarkRead(item)}
          aria-label={`Mark as read: ${item.title}`}
          title="Mark as read"
          className="mr-1 mt-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink/70 hover:bg-ink/5 hover:text-ink"
        >
          <Check aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}
