// The recent-purchase toast's one request: the owner's timing and at most 10 real recent purchases.
// A failed load leaves the toast hidden (spec §8); there are no sample entries to fall back on.
import type { FomoAnswer } from '@shop/contracts';
import { FOMO_SEEN_STORAGE_KEY } from '@shop/domain/rules';
import { queryOptions } from '@tanstack/react-query';
import { readJson, type Api } from '../../../lib/api-client';

export const fomoQuery = (api: Api) =>
  queryOptions({
    queryKey: ['fomo'] as const,
    queryFn: async () => {
      const answer = await readJson<FomoAnswer>(await (await api()).fomo.$get());
      return { ...answer, fetchedAt: Date.now() };
    },
    staleTime: 60_000,
    retry: false,
  });

/** The spec's has_seen_fomo flag: once dismissed, the toast never comes back on this device. */
export function fomoSeen(): boolean {
  try {
    return window.localStorage.getItem(FOMO_SEEN_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markFomoSeen(): void {
  try {
    window.localStorage.setItem(FOMO_SEEN_STORAGE_KEY, 'true');
  } catch {
    // Storage blocked: the toast still goes away for this page.
  }
}
