// Server-rendered pages start their scripts after the first paint; pages the browser renders itself
// keep them in <head>. The loader itself runs here against a small stand-in of the browser.
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../middleware/security-headers';
import { standInWebBuild } from '../test/stand-in-web-build';
import { ACCESSIBILITY_HEAD_SCRIPT } from './accessibility-head-script';
import {
  MODULES_SCRIPT_ID,
  START_AFTER_PAINT_FALLBACK_MS,
  START_AFTER_PAINT_SCRIPT,
} from './start-after-paint';
import { loadWebRenderer } from './web-renderer';

const ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
let build: ReturnType<typeof standInWebBuild>;
let app: Hono;

beforeAll(async () => {
  build = standInWebBuild({
    template: `<html><head><!--app-head-->${ENTRY}</head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`,
    manifest: {
      'index.html': { file: 'assets/index-abc.js', imports: ['_framework'] },
      _framework: { file: 'assets/framework-f1.js' },
      'src/app/routes/product.tsx': { file: 'assets/product-p1.js', imports: ['_framework', '_rules'] },
      _rules: { file: 'assets/rules-r1.js' },
    },
    entryServer: `export async function render(request) {
      const path = new URL(request.url).pathname;
      const routeModules = ['src/app/routes/product.tsx'];
      if (path === '/checkout') return { kind: 'page', status: 200, meta: { title: 'Checkout' }, routeModules };
      return { kind: 'page', status: 200, meta: { title: 'Bag' }, routeModules, html: '<h1>Bag</h1>', data: { a: 1 } };
    }`,
  });
  const web = await loadWebRenderer(build.dist, { shopName: 'Shop', supportEmail: 'help@shop.test' });
  app = new Hono();
  app.get('*', (c) => web.renderPage(c, () => new Response('{}')));
});
afterAll(() => build.remove());

const page = async (path: string) => (await app.request(`http://shop.test${path}`)).text();
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe('a server-rendered page', () => {
  it('has no script tags or preloads in its head; the loader lists the entry and the route chunks', async () => {
    const html = await page('/products/a');
    expect(headOf(html)).not.toContain('<script type="module"');
    expect(headOf(html)).not.toContain('modulepreload');
    const modules = new RegExp(
      `<script type="application/json" id="${MODULES_SCRIPT_ID}">(.*?)</script>`,
    ).exec(html);
    expect(JSON.parse(modules![1]!)).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/product-p1.js', '/assets/framework-f1.js', '/assets/rules-r1.js'],
    });
    // The loader comes after the page data, which the entry reads when it runs.
    expect(html.indexOf('id="app-data"')).toBeLessThan(html.indexOf(`id="${MODULES_SCRIPT_ID}"`));
  });

  it('carries two inline scripts, the settings and the loader, each allowed by the Content-Security-Policy by hash', async () => {
    const scripts = inlineScripts(await page('/products/a'));
    expect(scripts).toEqual([ACCESSIBILITY_HEAD_SCRIPT, START_AFTER_PAINT_SCRIPT]);
    for (const script of scripts) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(CONTENT_SECURITY_POLICY.scriptSrc).toContain(hash);
    }
  });
});

describe('a page the browser renders itself', () => {
  it('keeps the entry script and the route preloads in its head, with no loader (only the settings script)', async () => {
    const html = await page('/checkout');
    expect(headOf(html)).toContain(ENTRY);
    expect(headOf(html)).toContain('<link rel="modulepreload" href="/assets/product-p1.js" />');
    expect(inlineScripts(html)).toEqual([ACCESSIBILITY_HEAD_SCRIPT]);
    expect(html).not.toContain(MODULES_SCRIPT_ID);
  });
});

/** Runs the loader in a stand-in browser; returns what it appended and how to drive paints and time. */
function runLoader(browser: { visible?: boolean; canWatchPaints?: boolean; paintedAlready?: boolean }) {
  const appended: { tag: string; href?: string; src?: string; rel?: string; type?: string }[] = [];
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | null = null;
  let timer: (() => void) | null = null;
  const element = (tag: string) => ({ tag }) as (typeof appended)[number];
  class StandInObserver {
    static supportedEntryTypes = browser.canWatchPaints === false ? ['mark'] : ['paint', 'mark'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  runInNewContext(START_AFTER_PAINT_SCRIPT, {
    JSON,
    document: {
      visibilityState: browser.visible === false ? 'hidden' : 'visible',
      getElementById: (id: string) =>
        id === MODULES_SCRIPT_ID ? { textContent: '{"entry":"/e.js","preload":["/a.js","/b.js"]}' } : null,
      createElement: element,
      head: { append: (node: (typeof appended)[number]) => appended.push(node) },
    },
    performance: {
      getEntriesByName: (name: string) =>
        browser.paintedAlready && name === 'first-contentful-paint' ? [{}] : [],
    },
    PerformanceObserver: StandInObserver,
    setTimeout: (fn: () => void, ms: number) => {
      expect(ms).toBe(START_AFTER_PAINT_FALLBACK_MS);
      timer = fn;
    },
  });
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
  return { appended, paint, timeUp: () => timer?.() };
}

const STARTED = [
  { tag: 'link', rel: 'modulepreload', href: '/a.js' },
  { tag: 'link', rel: 'modulepreload', href: '/b.js' },
  { tag: 'script', type: 'module', src: '/e.js' },
];

describe('the loader', () => {
  it('waits for the first contentful paint, not the first paint, and starts once', () => {
    const loader = runLoader({});
    expect(loader.appended).toEqual([]);
    loader.paint('first-paint');
    expect(loader.appended).toEqual([]);
    loader.paint('first-contentful-paint');
    expect(loader.appended).toEqual(STARTED);
    loader.timeUp();
    expect(loader.appended).toHaveLength(3);
  });

  it('starts anyway when no paint is reported in time', () => {
    const loader = runLoader({});
    loader.timeUp();
    expect(loader.appended).toEqual(STARTED);
  });

  it('starts at once in a hidden tab, without paint reports, or after the paint has happened', () => {
    expect(runLoader({ visible: false }).appended).toEqual(STARTED);
    expect(runLoader({ canWatchPaints: false }).appended).toEqual(STARTED);
    expect(runLoader({ paintedAlready: true }).appended).toEqual(STARTED);
  });
});
