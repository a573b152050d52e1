// GET /api/notifications/stream: the customer's notifications as Server-Sent Events, live, on the
// shop's realtime channel (realtime/event-stream.ts: one LISTEN per process, Last-Event-ID replay).
// Events:
//   notification  a new row (the list's shape)          read  read states changed: refetch
//   ready         subscribed; rows before it are in the list endpoint (refetch it once)
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { HEARTBEAT_MS, rowStream } from '../realtime/event-stream';
import { realtimeHub } from '../realtime/realtime-hub';
import {
  latestSeq,
  NOTIFICATION_EVENT,
  NOTIFICATIONS_READ_EVENT,
  notificationsAfter,
} from './notifications.repo';
import { notificationView, signedInUserId } from './notifications.service';

export { HEARTBEAT_MS, parseLastEventId } from '../realtime/event-stream';

type Deps = Pick<AppDeps, 'auth' | 'database' | 'logger'>;

/** Open streams one customer may hold (tabs and devices): each costs the process some memory. */
export const MAX_STREAMS_PER_USER = 20;

export async function notificationStream(deps: Deps, c: Context, heartbeatMs = HEARTBEAT_MS) {
  const userId = await signedInUserId(deps, c.req.raw.headers);
  if (realtimeHub(deps.database).count(userId) >= MAX_STREAMS_PER_USER) {
    throw new HttpError(
      429,
      'too_many_streams',
      'Too many open notification streams. Close a tab and try again.',
    );
  }
  const { db } = deps.database;
  return rowStream(
    deps,
    c,
    {
      address: userId,
      latestSeq: () => latestSeq(db, userId),
      rowsAfter: (after, limit, also) => notificationsAfter(db, userId, after, limit, also),
      rowEvent: (row) => ({ event: 'notification', data: notificationView(row) }),
      onEvent: (event, writer) => {
        if (event.kind === NOTIFICATION_EVENT)
          writer.catchUp(event.id === undefined ? undefined : Number(event.id));
        else if (event.kind === NOTIFICATIONS_READ_EVENT) writer.send('read', {});
      },
      // Read marks made meanwhile may have been missed too.
      onResync: (writer) => writer.send('read', {}),
    },
    heartbeatMs,
  );
}
