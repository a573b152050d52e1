// Keeps the open bag honest: whenever its lines change (after a short pause) the server prices it; the
// corrected lines replace the device's and each change is listed for the shopper until the bag closes.
// The sizes each product comes in and their counts feed the lines' size pickers (sold-out sizes off).
// An answer for lines the shopper has changed since is not applied; the newer lines get their own.
import type { BagChange } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../../lib/use-api';
import { fetchBagQuote, linesForServer, type BagQuote, type ServerLines } from '../../../lib/bag-api';
import { useBagStore } from '../../../lib/bag-store';

const PAUSE_MS = 250;

export function useBagQuote() {
  const api = useApi();
  const items = useBagStore((s) => s.items);
  const bundles = useBagStore((s) => s.bundles);
  const replaceLines = useBagStore((s) => s.replaceLines);
  const signature = useMemo(() => JSON.stringify(linesForServer({ items, bundles })), [items, bundles]);
  const [settled, setSettled] = useState(signature);
  const [changes, setChanges] = useState<BagChange[]>([]);
  const [sizes, setSizes] = useState<Record<string, string[]>>({});
  const [sizeStock, setSizeStock] = useState<Record<string, Record<string, number>>>({});

  useEffect(() => {
    const timer = setTimeout(() => setSettled(signature), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [signature]);

  const empty = items.length === 0 && bundles.length === 0;

  // Applied as the answer arrives (not in an effect): sizes and changes are remembered while the bag
  // is open, and the corrected lines replace the device's only if they are still the lines asked about.
  const take = (answer: BagQuote, asked: string) => {
    setSizes((known) => ({ ...known, ...answer.sizes }));
    setSizeStock((known) => ({ ...known, ...answer.size_stock }));
    if (answer.changes.length > 0) {
      setChanges((shown) => {
        const seen = new Set(shown.map((c) => c.message));
        return [...shown, ...answer.changes.filter((c) => !seen.has(c.message))];
      });
    }
    const current = useBagStore.getState();
    if (JSON.stringify(linesForServer(current)) !== asked) return;
    const corrected = { items: answer.bag.items, bundles: answer.bag.bundles };
    if (JSON.stringify(corrected) !== JSON.stringify({ items: current.items, bundles: current.bundles }))
      replaceLines(corrected);
  };

  const quote = useQuery({
    queryKey: ['bag', 'quote', settled],
    queryFn: async () => {
      const answer = await fetchBagQuote(api, JSON.parse(settled) as ServerLines);
      take(answer, settled);
      return answer;
    },
    enabled: !empty,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });

  return { changes, sizes, sizeStock, checking: quote.isFetching, failed: quote.isError };
}
