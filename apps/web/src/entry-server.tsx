// The server renderer: the same route table as the browser, run through react-router's static
// handler. Public storefront routes come back as HTML with their data; a shopper's pages on the device
// (bag, checkout, accounts) as their frame with a loading line; the admin as an empty shell the
// browser renders. The API process calls render() for every page request.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient, Providers } from './app/providers';
import { Footer } from './app/shell/footer';
import { registerIslandForServer } from './app/ssr/island';
import { HomeLowerSections } from './features/catalogue/components/home-lower-sections';
import { HighlightsRow } from './features/highlights/components/highlights-row';
import { documentTitle, type RouteHandle, type RouteMeta } from './lib/route-meta';
import { createRoutes } from './app/routes';
import { readyApi } from './lib/api-client';
import { createApiClient } from './lib/typed-client';
import type { ShopConfig } from './lib/shop-config';

export type RenderOptions = {
  /** Reaches the API in-process, carrying the shopper's cookies. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  origin: string;
  config: ShopConfig;
};

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      meta: RouteMeta;
      /** Source files of the matched lazy routes, for modulepreload links. */
      routeModules: string[];
      /** Present when the server rendered the page; absent for browser-only screens. */
      html?: string;
      data?: unknown;
    };

// The server renders every island in full; the browser hydrates them when they near the screen.
registerIslandForServer('footer', Footer);
registerIslandForServer('home-lower', HomeLowerSections);
registerIslandForServer('home-highlights', HighlightsRow);

export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const api = readyApi(createApiClient({ fetch: options.fetch, baseUrl: options.origin }));
  const handler = createStaticHandler(createRoutes({ queryClient, api, config: options.config }));
  const context = await handler.query(request);

  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  const leaf = context.matches.at(-1);
  const handle = (leaf?.route.handle ?? {}) as RouteHandle;
  const pageMeta = handle.meta?.(leaf ? context.loaderData[leaf.route.id] : undefined) ?? {
    title: options.config.shopName,
  };
  const meta = { ...pageMeta, title: documentTitle(pageMeta.title, options.config.shopName) };
  const status = leaf?.route.path === '*' ? 404 : context.statusCode;
  const routeModules = context.matches
    .map((m) => m.route.id)
    .filter((id) => id.startsWith('routes/'))
    .map((id) => `src/app/${id.split(':')[0]}.tsx`);

  // A loader failed: let the browser retry and show the error screen itself rather than ship a half page.
  // Pages on the device get their frame with a loading line (handle.frame); admin screens nothing.
  if (!(handle.ssr || handle.frame) || context.errors)
    return { kind: 'page', status: context.errors ? 500 : status, meta, routeModules };

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient} api={api} config={options.config}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const data = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    query: dehydrate(queryClient),
  };
  queryClient.clear();
  return { kind: 'page', status, meta, routeModules, html, data };
}
