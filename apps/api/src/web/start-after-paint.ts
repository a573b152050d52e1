// A server-rendered page is readable before any JavaScript runs, so its scripts start only once the
// page has painted: on slow mobile data the HTML, the main picture and the first paint get the
// connection to themselves, and the ~130 KB of hydration code follows. Measured in throttled
// Chromium (slow 4G, 4x CPU) on a product page: first paint 568 → 520 ms, main picture 744 → 688 ms,
// every button working 1,972 → 2,092 ms (docs/decisions/0005-scripts-after-first-paint.md).
//
// The loader is an inline script (beside the accessibility settings script in <head>); the
// Content-Security-Policy allows exactly this text by its hash. Pages the browser renders itself (no server HTML) keep their script tags in <head>.
import { createHash } from 'node:crypto';

/** The id of the JSON script listing the entry and the route's chunks for the loader. */
export const MODULES_SCRIPT_ID = 'app-modules';

/** How long the loader waits for the first paint (a page that never paints still starts). */
export const START_AFTER_PAINT_FALLBACK_MS = 1000;

/**
 * Starts the scripts listed in #app-modules after the first contentful paint, at once when the page
 * is hidden (a background tab does not paint) or the browser cannot report paints.
 */
export const START_AFTER_PAINT_SCRIPT = `(() => {
  const modules = JSON.parse(document.getElementById('${MODULES_SCRIPT_ID}').textContent);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = modules.entry;
    document.head.append(entry);
  };
  const paint = 'first-contentful-paint';
  const canWatch =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (!canWatch || document.visibilityState !== 'visible' || performance.getEntriesByName(paint).length) {
    start();
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntriesByName(paint).length) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, ${START_AFTER_PAINT_FALLBACK_MS});
})();`;

/** The CSP source that allows the loader. */
export const START_AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

/** The entry script tag Vite writes into the page template, and its address. */
export function findEntryScript(template: string): { tag: string; src: string } | null {
  const match = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(template);
  return match ? { tag: match[0], src: match[1]! } : null;
}

/** The tags that start a server-rendered page's scripts after its first paint. */
export function startAfterPaintTags(entry: string, preload: string[]): string {
  const modules = JSON.stringify({ entry, preload }).replace(/</g, '\\u003c');
  return (
    `<script type="application/json" id="${MODULES_SCRIPT_ID}">${modules}</script>` +
    `<script>${START_AFTER_PAINT_SCRIPT}</script>`
  );
}
