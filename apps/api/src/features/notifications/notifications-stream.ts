// GET /api/notifications/stream: the customer's notifications as Server-Sent Events, live. The
// stream subscribes to this process's one LISTEN (realtime-hub) and holds no database connection of
// its own: when an event for its customer arrives it reads the new rows (as that customer) and sends
// them. Each event's id is the highest row number sent so far, so a browser that reconnects with
// Last-Event-ID is first sent what it missed. Events:
//   notification  a new row (the list's shape)          read  read states changed: refetch
//   ready         subscribed; rows before it are in the list endpoint (refetch it once)
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { realtimeHub } from '../realtime/realtime-hub';
import {
  latestSeq,
  NOTIFICATION_EVENT,
  NOTIFICATIONS_READ_EVENT,
  notificationsAfter,
  type NotificationRow,
} from './notifications.repo';
import { notificationView, signedInUserId } from './notifications.service';

type Deps = Pick<AppDeps, 'auth' | 'database' | 'logger'>;

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;
/** Rows read per query when catching up; a long absence is sent in several reads. */
const CATCH_UP_BATCH = 50;
/** Open streams one customer may hold (tabs and devices): each costs the process some memory. */
export const MAX_STREAMS_PER_USER = 20;
/** Row numbers remembered per stream, so a row announced twice is sent once. */
const SENT_MEMORY = 200;

/** Last-Event-ID as a row number, or null (absent or not ours). */
export function parseLastEventId(header: string | undefined): number | null {
  if (!header || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

export async function notificationStream(deps: Deps, c: Context, heartbeatMs = HEARTBEAT_MS) {
  const userId = await signedInUserId(deps, c.req.raw.headers);
  const hub = realtimeHub(deps.database);
  if (hub.count(userId) >= MAX_STREAMS_PER_USER) {
    throw new HttpError(
      429,
      'too_many_streams',
      'Too many open notification streams. Close a tab and try again.',
    );
  }
  const resumeAfter = parseLastEventId(c.req.header('last-event-id'));
  // Proxies (nginx) would otherwise hold the events back in a buffer.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) => follow(deps, stream, userId, resumeAfter, heartbeatMs));
}

async function follow(
  deps: Deps,
  stream: SSEStreamingApi,
  userId: string,
  resumeAfter: number | null,
  heartbeatMs: number,
) {
  const { db } = deps.database;
  let last = resumeAfter ?? 0;
  const sent = new Set<number>();
  // Every write and read of this stream runs in order, one at a time.
  let queue: Promise<void> = Promise.resolve();
  const run = (step: () => Promise<void>) => {
    queue = queue
      .then(() => (stream.aborted ? undefined : step()))
      .catch((err: unknown) => {
        if (!stream.aborted) deps.logger.warn({ err }, 'notification stream step failed');
      });
  };

  const send = async (row: NotificationRow) => {
    if (sent.has(row.seq)) return;
    sent.add(row.seq);
    if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value!);
    last = Math.max(last, row.seq);
    await stream.writeSSE({
      event: 'notification',
      id: String(last),
      data: JSON.stringify(notificationView(row)),
    });
  };
  const catchUp = (alsoSeq?: number) =>
    run(async () => {
      let rows: NotificationRow[];
      let also = alsoSeq !== undefined && alsoSeq <= last ? alsoSeq : undefined;
      do {
        rows = await notificationsAfter(db, userId, last, CATCH_UP_BATCH, also);
        also = undefined;
        for (const row of rows) await send(row);
      } while (rows.length === CATCH_UP_BATCH && !stream.aborted);
    });

  const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
  const readChanged = () => run(() => stream.writeSSE({ event: 'read', id: String(last), data: '{}' }));
  const unsubscribe = await realtimeHub(deps.database).subscribe(userId, {
    onEvent: (event) => {
      if (event.kind === NOTIFICATION_EVENT) catchUp(event.id === undefined ? undefined : Number(event.id));
      else if (event.kind === NOTIFICATIONS_READ_EVENT) readChanged();
    },
    // Events were missed while the process was not listening: new rows, and maybe read marks.
    onResync: () => {
      catchUp();
      readChanged();
    },
  });
  // Subscribed first, then the starting point: a row committed in between is announced and sent.
  if (resumeAfter === null) run(async () => void (last = Math.max(last, await latestSeq(db, userId))));
  else catchUp();
  run(() => stream.writeSSE({ event: 'ready', id: String(last), data: '{}', retry: RETRY_MS }));
  const beat = async () => void (await stream.write(': heartbeat\n\n'));
  const heartbeat = setInterval(() => run(beat), heartbeatMs);
  try {
    await closed;
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
  }
}
