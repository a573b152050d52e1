// What the shop adds once a page has settled: the exit-intent offer, the recent-purchase toast and the
// service worker (installable app, offline pages, the new-version prompt).
// None of it is in the first download: its code is fetched a few seconds after the page has loaded,
// when the browser is idle, so it never competes with the page itself (DESIGN.md's budgets for /).
import { useEffect, useState, type ComponentType } from 'react';

const SETTLE_MS = 3000;
const loadExtras = () => import('./idle-extras');

export function AfterIdle() {
  const [Extras, setExtras] = useState<ComponentType | null>(null);
  useEffect(() => {
    let timer = 0;
    const start = () => {
      timer = window.setTimeout(() => {
        const go = () =>
          loadExtras().then(
            (m) => setExtras(() => m.default),
            () => undefined,
          );
        if ('requestIdleCallback' in window) window.requestIdleCallback(go, { timeout: 2000 });
        else go();
      }, SETTLE_MS);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);
  return Extras ? <Extras /> : null;
}
