// Marking read, for the bell and the page alike: one, or all (with the spec's toasts). Both refresh
// every notification list and the count once the server answered.
import {
  markedReadMessage,
  MARK_ALL_READ_FAILED_MESSAGE,
  MARK_READ_FAILED_MESSAGE,
} from '@shop/domain/texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  BELL_KEY,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_KEY,
  PAGES_KEY,
  UNREAD_COUNT_KEY,
  type NotificationItem,
  type NotificationsPage,
} from '../api/notifications-api';

export function useNotificationActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

  const markOne = useMutation({
    mutationFn: (item: NotificationItem) => markNotificationRead(api, item.id),
    // Shown read at once; the server's answer confirms it (or the lists come back as they were).
    onMutate: (item) => {
      if (item.isRead) return;
      const markIn = (page: NotificationsPage | undefined) =>
        page && {
          ...page,
          notifications: page.notifications.map((n) => (n.id === item.id ? { ...n, isRead: true } : n)),
        };
      queryClient.setQueryData<NotificationsPage>(BELL_KEY, markIn);
      queryClient.setQueriesData<NotificationsPage>({ queryKey: PAGES_KEY }, markIn);
      queryClient.setQueryData<number>(UNREAD_COUNT_KEY, (count) => Math.max(0, (count ?? 1) - 1));
    },
    onError: () => notify.error(MARK_READ_FAILED_MESSAGE),
    onSettled: refresh,
  });

  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(api),
    onSuccess: (count) => notify.success(markedReadMessage(count)),
    onError: () => notify.error(MARK_ALL_READ_FAILED_MESSAGE),
    onSettled: refresh,
  });

  return {
    markRead: (item: NotificationItem) => markOne.mutateAsync(item).catch(() => undefined),
    markAllRead: () => markAll.mutate(),
    markingAll: markAll.isPending,
  };
}
