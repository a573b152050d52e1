// One live connection per tab, shared by the bell and the notifications page: the first user opens
// the EventSource, the last one to go closes it (signing out unmounts the bell). A new notification
// goes to the top of the bell's list, raises the unread count by one and shows a 5-second toast at
// the top right; read marks made elsewhere (another tab, another device) refresh the lists. The
// browser reconnects by itself, sending Last-Event-ID, and the server replays what was missed.
import { TOAST_DURATIONS } from '@shop/domain/timings';
import type { QueryClient } from '@tanstack/react-query';
import { tabStream } from '../../../lib/tab-stream';
import { notify } from '../../../lib/notify';
import {
  BELL_KEY,
  NOTIFICATIONS_KEY,
  PAGES_KEY,
  UNREAD_COUNT_KEY,
  type NotificationItem,
  type NotificationsPage,
} from '../api/notifications-api';
import { NOTIFICATION_BELL_LIMIT } from '@shop/domain/rules';

export const STREAM_URL = '/api/notifications/stream';
/** Ids already taken in, so a replayed event is not counted twice. */
const SEEN_MAX = 200;

type Live = { source: EventSource; seen: Set<string>; readyOnce: boolean };
const stream = tabStream<Live>(open);
const { clients } = stream;

/** Puts a new notification in every client's caches; answers false when it was already there. */
export function takeIn(queryClient: QueryClient, item: NotificationItem): boolean {
  const bell = queryClient.getQueryData<NotificationsPage>(BELL_KEY);
  if (bell?.notifications.some((n) => n.id === item.id)) return false;
  if (bell)
    queryClient.setQueryData<NotificationsPage>(BELL_KEY, {
      ...bell,
      notifications: [item, ...bell.notifications].slice(0, NOTIFICATION_BELL_LIMIT),
      total: bell.total + 1,
    });
  if (!item.isRead) queryClient.setQueryData<number>(UNREAD_COUNT_KEY, (count) => (count ?? 0) + 1);
  void queryClient.invalidateQueries({ queryKey: PAGES_KEY });
  return true;
}

function onNotification(event: MessageEvent<string>) {
  const live = stream.current();
  if (!live) return;
  const item = JSON.parse(event.data) as NotificationItem;
  if (live.seen.has(item.id)) return;
  live.seen.add(item.id);
  if (live.seen.size > SEEN_MAX) live.seen.delete(live.seen.values().next().value!);
  for (const client of clients) takeIn(client, item);
  notify.info(item.title, TOAST_DURATIONS.notification, item.message);
}

const refreshAll = () => {
  for (const client of clients) void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
};

function open(): Live {
  const source = new EventSource(STREAM_URL);
  const state: Live = { source, seen: new Set(), readyOnce: false };
  source.addEventListener('notification', onNotification);
  source.addEventListener('read', refreshAll);
  // The first 'ready' comes while the lists load anyway; a later one follows a reconnect, when read
  // marks made meanwhile may have been missed.
  source.addEventListener('ready', () => {
    if (state.readyOnce) refreshAll();
    state.readyOnce = true;
  });
  return state;
}

/** Keeps this tab's live connection open while the calling component is mounted. */
export const useLiveNotifications = () => stream.useTabStream();
