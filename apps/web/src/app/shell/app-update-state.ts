// What the service worker's prompt shows (app-updates.tsx), apart from React so it can be tested.

export type AppUpdate = 'offline-ready' | 'need-refresh' | null;

/** What the prompt shows after a worker event: a waiting new version outranks the offline note. */
export function nextAppUpdate(
  current: AppUpdate,
  event: 'offline-ready' | 'need-refresh',
  offlineReadySeen: boolean,
): AppUpdate {
  if (event === 'need-refresh') return 'need-refresh';
  if (current === 'need-refresh' || offlineReadySeen) return current;
  return 'offline-ready';
}
