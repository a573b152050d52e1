// Serves the built web app: hashed assets with immutable caching, and every page through the
// server renderer (HTML + data for public storefront pages, the empty shell for the rest).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { AnswerCache } from '../lib/answer-cache';
import type { CachedPage } from '../lib/visitor-cache';
import { pageHead, jsonScript, preloadLinks, routeChunks, type RouteMeta } from './page-head';
import { accessibilityHeadTag } from './accessibility-head-script';
import { withPracticeRibbon } from './practice-ribbon';
import { findEntryScript, startAfterPaintTags } from './start-after-paint';

type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; meta: RouteMeta; routeModules: string[]; html?: string; data?: unknown };

type ServerEntry = {
  render: (
    request: Request,
    options: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
      origin: string;
      config: ShopConfig;
    },
  ) => Promise<RenderResult>;
};

/** What the page is told about the shop: the server's settings and the owner's (support…). */
type ShopConfig = { shopName: string; supportEmail: string } & Record<string, unknown>;

/** The owner's settings every page carries (read per render; null when they cannot be read now). Their
 *  `shop.name`, when there, is the shop's name in the page's title, head and config. */
export type PageSettings = () => Promise<Record<string, unknown> | null>;

/**
 * A signed-in shopper's audience (features/accounts/page-audience.service.ts): pages shared by
 * everyone in it, filled in per shopper. Null when nobody is signed in.
 */
export type PageAudience = {
  key: string;
  actAs: (headers: Headers) => void;
  personalize: (page: { readonly html: string }) => Uint8Array<ArrayBuffer> | null;
};
export type AudienceOf = (headers: Headers) => Promise<PageAudience | null>;

/**
 * Storefront pages whose content depends only on the audience (the catalogue, bundles, videos, FAQ,
 * the static pages). Every other page a signed-in shopper opens is rendered for them alone.
 */
const AUDIENCE_PAGE =
  /^\/(?:|privacy|terms|about|shipping-returns|bundles|faq|(?:products|bundles|videos)\/[^/]+)$/;

/** The shop's offline screen (precached by the service worker; apps/web/build/pwa.ts). */
export const OFFLINE_PATH = '/offline';

export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

export type WebRenderer = {
  clientDir: string;
  /** Renders the page; for a visitor without cookies it may come from `visitorPages`. */
  renderPage: (
    c: Context,
    apiFetch: (req: Request) => Response | Promise<Response>,
    visitorPages?: AnswerCache<CachedPage>,
    settings?: PageSettings,
    audienceOf?: AudienceOf,
  ) => Promise<Response>;
};

/**
 * The stylesheet goes inside the HTML: on a slow mobile connection a separate render-blocking request
 * costs a whole round trip before anything shows (~7 KB gzip, so every page can carry it).
 */
function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
    const css = readFileSync(join(clientDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style>`;
  });
}

const TEMPLATE_PLACES = ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->'] as const;
type FillTemplate = (head: string, html: string, data: string) => string;

/**
 * The page template cut once at its three places (in this order), so a page is its pieces joined
 * with what goes between them: no copy of the ~200 KB template per place and per page, and no
 * `$&`-style replacement patterns read out of a product's text.
 */
function cutTemplate(template: string): FillTemplate {
  const pieces: string[] = [];
  let rest = template;
  for (const place of TEMPLATE_PLACES) {
    const at = rest.indexOf(place);
    if (at < 0) throw new Error(`The page template has no ${place}: rebuild the web app.`);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + place.length);
  }
  const [beforeHead, beforeHtml, beforeData] = pieces as [string, string, string];
  return (head, html, data) => beforeHead + head + beforeHtml + html + beforeData + data + rest;
}

/** The name in the owner's shop section, if the settings carry one. */
function ownerShopName(settings: Record<string, unknown>): string | undefined {
  const shop = settings.shop as { name?: unknown } | undefined;
  return typeof shop?.name === 'string' && shop.name ? shop.name : undefined;
}

type Render = (as: { signal?: AbortSignal; cookie?: string; audience?: PageAudience }) => Promise<CachedPage>;

/** A page to send: its HTML, as text or as UTF-8. */
type PageToSend =
  | { kind: 'page'; status: number; body: string | Uint8Array<ArrayBuffer> }
  | { kind: 'redirect'; location: string };

/**
 * A shared page's UTF-8, made once per cached page: the page has characters beyond Latin-1, so V8
 * keeps it two bytes a character and every send would measure and encode all ~200 KB again.
 */
const sharedBytes = new WeakMap<CachedPage, Uint8Array<ArrayBuffer>>();
function sendShared(page: CachedPage): PageToSend {
  if (page.kind === 'redirect') return page;
  let body = sharedBytes.get(page);
  if (!body) sharedBytes.set(page, (body = Buffer.from(page.html)));
  return { kind: 'page', status: page.status, body };
}
const sendOwn = (page: CachedPage): PageToSend =>
  page.kind === 'redirect' ? page : { kind: 'page', status: page.status, body: page.html };

/**
 * The page for this request: a visitor's from the shared cache; a signed-in shopper's storefront page
 * from their audience's, filled in for them; anything else rendered for them alone. Shared renders
 * are not tied to one connection, so one shopper leaving does not cancel them.
 */
async function pageFor(
  c: Context,
  page: {
    url: URL;
    origin: string;
    cookie?: string;
    visitorPages?: AnswerCache<CachedPage>;
    audienceOf?: AudienceOf;
    render: Render;
  },
): Promise<PageToSend> {
  const { url, cookie, visitorPages, audienceOf, render } = page;
  const own = async () => sendOwn(await render({ signal: c.req.raw.signal, cookie }));
  if (!visitorPages?.enabled) return own();
  const key = `${page.origin}${url.pathname}${url.search}`;
  const visitorPage = async () => sendShared(await visitorPages.get(key, () => render({})));
  if (!cookie) return visitorPage();
  if (!audienceOf || !AUDIENCE_PAGE.test(url.pathname)) return own();
  const audience = await audienceOf(c.req.raw.headers);
  // A cookie without a session (signed out, expired) gets what every visitor gets.
  if (!audience) return visitorPage();
  const shared = await visitorPages.get(`${audience.key} ${key}`, () => render({ audience }));
  if (shared.kind === 'redirect') return shared;
  const body = audience.personalize(shared);
  return body === null ? own() : { kind: 'page', status: shared.status, body };
}

/** Loads the built web app, or explains how to build it. */
export async function loadWebRenderer(
  webDist: string,
  config: {
    shopName: string;
    supportEmail: string;
    publicUrl?: string;
    /** Payments go to the practice sheet: every page carries the ribbon saying nothing is charged. */
    practicePayments?: boolean;
  },
): Promise<WebRenderer> {
  const clientDir = join(webDist, 'client');
  const serverEntry = join(webDist, 'server', 'entry-server.js');
  if (!existsSync(join(clientDir, 'index.html')) || !existsSync(serverEntry)) {
    throw new Error(
      `The web app is not built in ${webDist}. Run "npm run build" (npm start does it for you).`,
    );
  }
  const inlined = inlineStylesheets(readFileSync(join(clientDir, 'index.html'), 'utf8'), clientDir);
  const template = config.practicePayments ? withPracticeRibbon(inlined) : inlined;
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const shop = { shopName: config.shopName, supportEmail: config.supportEmail };
  // Server-rendered pages load the entry after their first paint (start-after-paint.ts), so their
  // template goes without the entry's script tag.
  const entryScript = findEntryScript(template);
  const paintFirstTemplate = entryScript ? template.replace(entryScript.tag, '') : template;
  const fillTemplate = cutTemplate(template);
  const fillPaintFirstTemplate = cutTemplate(paintFirstTemplate);

  return {
    clientDir,
    async renderPage(c, apiFetch, visitorPages, settings, audienceOf) {
      const url = new URL(c.req.url);
      const origin = config.publicUrl ?? url.origin;
      // The offline screen is kept by every shopper's service worker: it is the same for everyone, so a
      // signed-in shopper's copy never names them on a shared phone.
      const cookie = url.pathname === OFFLINE_PATH ? undefined : c.req.header('cookie');
      /** Renders as the shopper (their cookie), as an audience, or as a visitor (neither). */
      const render: Render = async (as) => {
        // Page data comes from the same API, in-process, as the shopper (their cookie, nothing else).
        const fetchInProcess = async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = new Request(input, init);
          if (as.cookie) request.headers.set('cookie', as.cookie);
          else request.headers.delete('cookie');
          as.audience?.actAs(request.headers);
          return apiFetch(request);
        };
        const headers = new Headers(c.req.raw.headers);
        if (!as.cookie) headers.delete('cookie');
        const request = new Request(url, { headers, signal: as.signal });
        // The footer, the help links and the shop's name and logo are rendered with the owner's
        // settings: no placeholder first.
        const owner = (await settings?.()) ?? {};
        const config: ShopConfig = { ...owner, ...shop, shopName: ownerShopName(owner) ?? shop.shopName };
        const result = await entry.render(request, { fetch: fetchInProcess, origin, config });
        if (result.kind === 'redirect') return { kind: 'redirect', location: result.location };
        const paintFirst = Boolean(result.html && entryScript);
        const head = pageHead(result.meta, { origin, url: url.href, shopName: config.shopName });
        const scripts = paintFirst
          ? startAfterPaintTags(entryScript!.src, routeChunks(manifest, result.routeModules, template))
          : '';
        const html = (paintFirst ? fillPaintFirstTemplate : fillTemplate)(
          accessibilityHeadTag() +
            (paintFirst ? head : head + preloadLinks(manifest, result.routeModules, template)),
          result.html ?? '',
          jsonScript('app-config', config) +
            (result.data ? jsonScript('app-data', result.data) : '') +
            scripts,
        );
        return { kind: 'page', status: result.status, html };
      };
      const page = await pageFor(c, { url, origin, cookie, visitorPages, audienceOf, render });
      if (page.kind === 'redirect') return c.redirect(page.location, 302);
      c.header('Cache-Control', 'no-cache');
      // Tells the service worker whether it may keep this page for offline use: only what every
      // visitor sees; a page rendered with a session cookie may carry who the shopper is.
      c.header('X-Page-Audience', cookie ? 'personal' : 'visitor');
      c.header('Content-Type', 'text/html; charset=utf-8');
      return c.body(page.body, page.status as 200);
    },
  };
}
