// Reads a Server-Sent Events answer the way a browser's EventSource does, for the stream tests:
// events (with their id) and comment lines (heartbeats), awaited one at a time with a time-out.
export type SseMessage = { event: string; data: string; id?: string } | { comment: string };
export type SseEvent = { event: string; data: string; id?: string };

export type SseReader = {
  /** The next event (comments skipped) matching `match`; throws after `timeoutMs`. */
  next: (match?: (event: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** The next comment line (a heartbeat). */
  nextComment: (timeoutMs?: number) => Promise<string>;
  /** Everything received so far, in order. */
  received: SseMessage[];
  close: () => Promise<void>;
};

export function readSse(response: Response): SseReader {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const received: SseMessage[] = [];
  let read = 0;
  let buffer = '';
  let ended = false;
  let wake: () => void = () => undefined;

  const parse = (block: string) => {
    const fields: { event?: string; data: string[]; id?: string } = { data: [] };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        received.push({ comment: line.slice(1).trim() });
        continue;
      }
      const at = line.indexOf(':');
      const name = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (name === 'event') fields.event = value;
      else if (name === 'data') fields.data.push(value);
      else if (name === 'id') fields.id = value;
    }
    if (fields.event || fields.data.length > 0)
      received.push({ event: fields.event ?? 'message', data: fields.data.join('\n'), id: fields.id });
  };
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Cancelled by close().
    } finally {
      ended = true;
      wake();
    }
  })();

  async function take<T>(pick: (message: SseMessage) => T | undefined, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (read < received.length) {
        const found = pick(received[read++]!);
        if (found !== undefined) return found;
      }
      if (ended) throw new Error(`the stream ended before ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    next: (match = () => true, timeoutMs = 5_000) =>
      take((m) => ('event' in m && match(m) ? m : undefined), timeoutMs, 'matching event'),
    nextComment: (timeoutMs = 5_000) =>
      take((m) => ('comment' in m ? m.comment : undefined), timeoutMs, 'comment'),
    received,
    close: async () => {
      await reader.cancel().catch(() => undefined);
    },
  };
}
