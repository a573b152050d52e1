// A live stream of numbered rows as Server-Sent Events (notifications, chat messages). The stream
// subscribes to this process's one LISTEN (realtime-hub) at an address and holds no database
// connection of its own: when an event says new rows exist it reads them (as the stream's owner may)
// and sends them. Each row event's id is the highest row number sent so far, so a browser that
// reconnects with Last-Event-ID is first sent what it missed; a row announced twice is sent once.
// Other event kinds are the feature's to answer (`onEvent`). Every write runs in order, one at a time.
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { AppDeps } from '../../app-deps';
import type { ShopEvent } from './realtime-events';
import { realtimeHub } from './realtime-hub';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream ends. */
const RETRY_MS = 3_000;
/** Rows read per query when catching up; a long absence is sent in several reads. */
const CATCH_UP_BATCH = 50;
/** Row numbers remembered per stream, so a row announced twice is sent once. */
const SENT_MEMORY = 200;

/** Last-Event-ID as a row number, or null (absent or not ours). */
export function parseLastEventId(header: string | undefined): number | null {
  if (!header || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}

export type StreamWriter = {
  /**
   * Sends a named event carrying `data` (JSON) with the stream's current row number as id; `data` may
   * be a function that reads it when the event's turn comes (null: nothing to send).
   */
  send: (event: string, data: unknown) => void;
  /** Reads and sends the rows after the last one sent (and row `also` when it was skipped). */
  catchUp: (also?: number) => void;
};

export type RowStream<Row extends { seq: number }> = {
  /** The hub address whose events this stream hears. */
  address: string;
  /** The row number to start after when the browser brings none: the newest now. */
  latestSeq: () => Promise<number>;
  /** Up to `limit` rows after `after` in order (and row `also`, already passed, when given). */
  rowsAfter: (after: number, limit: number, also?: number) => Promise<Row[]>;
  /** The event name and data a row is sent as. */
  rowEvent: (row: Row) => { event: string; data: unknown };
  /** An event at the address: call `writer.catchUp` for new rows, `writer.send` for anything else. */
  onEvent: (event: ShopEvent, writer: StreamWriter) => void;
  /** After a lost listening connection came back: what to send besides the rows (e.g. "refetch"). */
  onResync?: (writer: StreamWriter) => void;
};

type Deps = Pick<AppDeps, 'database' | 'logger'>;

/** Answers the request with the live stream; the browser's Last-Event-ID is read here. */
export function rowStream<Row extends { seq: number }>(
  deps: Deps,
  c: Context,
  spec: RowStream<Row>,
  heartbeatMs = HEARTBEAT_MS,
) {
  const resumeAfter = parseLastEventId(c.req.header('last-event-id'));
  // Proxies (nginx) would otherwise hold the events back in a buffer.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, (stream) => follow(deps, stream, spec, resumeAfter, heartbeatMs));
}

async function follow<Row extends { seq: number }>(
  deps: Deps,
  stream: SSEStreamingApi,
  spec: RowStream<Row>,
  resumeAfter: number | null,
  heartbeatMs: number,
) {
  let last = resumeAfter ?? 0;
  const sent = new Set<number>();
  let queue: Promise<void> = Promise.resolve();
  const run = (step: () => Promise<void>) => {
    queue = queue
      .then(() => (stream.aborted ? undefined : step()))
      .catch((err: unknown) => {
        if (!stream.aborted) deps.logger.warn({ err, address: spec.address }, 'event stream step failed');
      });
  };

  const sendRow = async (row: Row) => {
    if (sent.has(row.seq)) return;
    sent.add(row.seq);
    if (sent.size > SENT_MEMORY) sent.delete(sent.values().next().value!);
    last = Math.max(last, row.seq);
    const { event, data } = spec.rowEvent(row);
    await stream.writeSSE({ event, id: String(last), data: JSON.stringify(data) });
  };
  const writer: StreamWriter = {
    send: (event, data) =>
      run(async () => {
        const value: unknown = typeof data === 'function' ? await (data as () => Promise<unknown>)() : data;
        if (value !== null) await stream.writeSSE({ event, id: String(last), data: JSON.stringify(value) });
      }),
    catchUp: (alsoSeq) =>
      run(async () => {
        let rows: Row[];
        let also = alsoSeq !== undefined && alsoSeq <= last ? alsoSeq : undefined;
        do {
          rows = await spec.rowsAfter(last, CATCH_UP_BATCH, also);
          also = undefined;
          for (const row of rows) await sendRow(row);
        } while (rows.length === CATCH_UP_BATCH && !stream.aborted);
      }),
  };

  const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
  const unsubscribe = await realtimeHub(deps.database).subscribe(spec.address, {
    onEvent: (event) => spec.onEvent(event, writer),
    // Events were missed while the process was not listening.
    onResync: () => {
      writer.catchUp();
      spec.onResync?.(writer);
    },
  });
  // Subscribed first, then the starting point: a row committed in between is announced and sent.
  if (resumeAfter === null) run(async () => void (last = Math.max(last, await spec.latestSeq())));
  else writer.catchUp();
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
