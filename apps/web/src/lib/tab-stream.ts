// One live connection (EventSource) per tab, shared by every component that needs it: the first one
// mounted opens it, the last one unmounted closes it. The query clients of the mounted users are kept
// so the stream's events can update their caches. Used by the bell and by the shopper's chat.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function tabStream<Live extends { source: EventSource }>(open: () => Live) {
  let live: Live | null = null;
  let users = 0;
  const clients = new Set<QueryClient>();

  /** Keeps the tab's connection open while the caller is mounted (and `enabled`). */
  function useTabStream(enabled = true) {
    const queryClient = useQueryClient();
    useEffect(() => {
      if (!enabled || typeof EventSource === 'undefined') return;
      clients.add(queryClient);
      live ??= open();
      users += 1;
      return () => {
        users -= 1;
        if (users > 0 || !live) return;
        live.source.close();
        live = null;
        clients.delete(queryClient);
      };
    }, [enabled, queryClient]);
  }

  return { clients, current: () => live, useTabStream };
}
