// Content that exists only in the browser once the page has hydrated (the live notification bell, the
// members' banner). Reading "hydrated" here, not in the page around it, keeps the re-render React
// forces at that moment (a synchronous one: useSyncExternalStore) to this small node; read at the top
// of a page, it re-rendered the whole page in one long task on a phone.
import type { ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <>{useHydrated() ? children : fallback}</>;
}
