// One route table for the server renderer and the browser: every route of both spec documents,
// each lazy-loaded. Guards are loaders, so the server answers a redirect before sending any HTML.
import { TAGLINE } from '@shop/domain/texts';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Api } from '../lib/api-client';
import type { ShopConfig } from '../lib/shop-config';
import { browserPage } from './ssr/browser-page';
import { RootLayout } from './shell/root-layout';
import { ADMIN_PATHS } from '../features/admin/admin-screens';
import type { RouteHandle, RouteMeta } from '../lib/route-meta';
import { redirectIfSignedIn, requireAdmin, requireSignedIn } from './guards';
import { faqLoader, homeLoader, rootLoader } from './loaders';

// The error screen is rarely needed: its code loads only when an error happens.
const ErrorScreen = lazy(() => import('./shell/error-screen').then((m) => ({ default: m.ErrorScreen })));

export type RouteDeps = {
  queryClient: QueryClient;
  api: Api;
  /** The server's page settings; the browser leaves it out (its loaders read the settings query). */
  config?: ShopConfig;
};

const page = (title: string, description?: string) => () => ({ title, description });

// The admin's shell and screens arrive together with the first admin page (features/admin).
const adminRoute = () => import('../features/admin/admin-route');
// The admin's frame: its top bar (app/shell) around the admin feature's shell.
const adminLayout = () => import('./routes/admin-layout');

/**
 * A shopper's page that lives on the device (bag, checkout, orders, accounts): rendered in the
 * browser, with its frame sent by the server (RouteHandle.frame).
 */
const devicePage = (
  path: string,
  title: string,
  load: () => Promise<{ Component: () => ReactNode }>,
  extra: Partial<RouteObject> = {},
): RouteObject => ({
  path,
  id: `routes/${path.split('/')[0]}`,
  lazy: () => load().then(browserPage),
  handle: { frame: true, meta: page(title) } satisfies RouteHandle,
  ...extra,
});

/** Sign-in, sign-up, password reset and the profile: one small route module for all of them. */
const accounts = (path: string, title: string, loader?: RouteObject['loader']): RouteObject =>
  devicePage(path, title, () => import('./routes/accounts'), { id: `routes/accounts:${path}`, loader });

/** Product and bundle pages: the head their loader worked out (see product-loaders.ts), or not-found. */
const offerPageMeta =
  (fallback: string) =>
  (data: unknown): RouteMeta => {
    if (data && typeof data === 'object' && 'meta' in data) return (data as { meta: RouteMeta }).meta;
    if (data && typeof data === 'object' && 'notFound' in data) return { title: 'Page not found' };
    return { title: fallback };
  };

/**
 * A static page: the owner's text when they wrote one, else the built-in text. The page's module
 * brings its own loader (it needs these deps), so the route table carries no loader code.
 */
const staticPage = (
  deps: RouteDeps,
  slug: string,
  title: string,
  load: () => Promise<{ route: (deps: RouteDeps) => { Component: () => ReactNode; loader: () => unknown } }>,
): RouteObject => ({
  path: slug,
  id: `routes/${slug}`,
  lazy: () => load().then((m) => m.route(deps)),
  handle: { ssr: true, meta: page(title) } satisfies RouteHandle,
});

/** Builds the route table around one query client and API client (one per request on the server). */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const signedIn = requireSignedIn(deps);
  const admin = requireAdmin(deps);
  return [
    {
      id: 'root',
      loader: rootLoader(deps),
      element: <RootLayout />,
      errorElement: (
        <Suspense fallback={null}>
          <ErrorScreen />
        </Suspense>
      ),
      children: [
        {
          index: true,
          loader: homeLoader(deps),
          id: 'routes/home',
          lazy: () => import('./routes/home'),
          handle: {
            ssr: true,
            meta: page(TAGLINE, 'Curated thrift bags, clothing and shoes in Nairobi. Pay with M-Pesa.'),
          } satisfies RouteHandle,
        },
        staticPage(deps, 'privacy', 'Privacy Policy', () => import('./routes/privacy')),
        staticPage(deps, 'terms', 'Terms of Service', () => import('./routes/terms')),
        staticPage(deps, 'about', 'About Us', () => import('./routes/about')),
        staticPage(deps, 'shipping-returns', 'Shipping & Returns', () => import('./routes/shipping-returns')),
        // Product and bundle pages (server-rendered). Their loaders are fetched with them, not in the
        // first download.
        {
          path: 'products/:idOrSlug',
          id: 'routes/product',
          loader: (args) => import('./product-loaders').then((m) => m.productLoader(deps)(args)),
          lazy: () => import('./routes/product'),
          handle: { ssr: true, meta: offerPageMeta('Product') } satisfies RouteHandle,
        },
        {
          path: 'bundles',
          id: 'routes/bundles',
          loader: () => import('./product-loaders').then((m) => m.bundlesLoader(deps)()),
          lazy: () => import('./routes/bundles'),
          handle: {
            ssr: true,
            meta: page(
              'Bundles',
              'Outfit bundles put together piece by piece, for less than buying each one. Delivered in Nairobi.',
            ),
          } satisfies RouteHandle,
        },
        {
          path: 'bundles/:slug',
          id: 'routes/bundle',
          loader: (args) => import('./product-loaders').then((m) => m.bundleLoader(deps)(args)),
          lazy: () => import('./routes/bundle'),
          handle: { ssr: true, meta: offerPageMeta('Bundle') } satisfies RouteHandle,
        },
        {
          path: 'videos/:id',
          id: 'routes/video',
          loader: (args) => import('./product-loaders').then((m) => m.videoLoader(deps)(args)),
          lazy: () => import('./routes/video'),
          handle: { ssr: true, meta: offerPageMeta('Video') } satisfies RouteHandle,
        },
        {
          path: 'faq',
          loader: faqLoader(deps),
          id: 'routes/faq',
          lazy: () => import('./routes/faq'),
          handle: {
            ssr: true,
            meta: page('Frequently Asked Questions', 'Payment, delivery, returns and sizes, answered.'),
          } satisfies RouteHandle,
        },
        // What the service worker shows for a page it has not kept, when the network is gone.
        {
          path: 'offline',
          id: 'routes/offline',
          lazy: () => import('./routes/offline'),
          handle: { ssr: true, meta: page("You're offline") } satisfies RouteHandle,
        },
        devicePage('feed', 'Feed', () => import('./routes/feed')),
        devicePage('early-access', 'Early Access', () => import('./routes/early-access')),
        devicePage('vip-collection', 'VIP Collection', () => import('./routes/vip-collection')),
        devicePage('collaborate', 'Collaborate', () => import('./routes/collaborate')),
        devicePage('creator-dashboard', 'Creator Dashboard', () => import('./routes/creator-dashboard')),
        // Bag, checkout and orders.
        devicePage('bag', 'Your Bag', () => import('./routes/bag')),
        devicePage('wishlist', 'Wishlist', () => import('./routes/wishlist')),
        devicePage('checkout', 'Checkout', () => import('./routes/checkout')),
        devicePage('delivery-details', 'Delivery Details', () => import('./routes/delivery-details')),
        devicePage('order-confirmation', 'Order Confirmation', () => import('./routes/order-confirmation')),
        devicePage('payment-callback', 'Payment', () => import('./routes/payment-callback')),
        // The early-access list's unsubscribe link (not /early-access: that is the drop page).
        devicePage('unsubscribe', 'Unsubscribe', () => import('./routes/unsubscribe')),
        devicePage('guest-orders', 'My Orders', () => import('./routes/guest-orders'), {
          loader: redirectIfSignedIn(deps, '/account'),
        }),
        accounts('login', 'Sign In'),
        accounts('signup', 'Create Account'),
        accounts('reset-password', 'Reset Password'),
        { path: 'shop', loader: () => new Response(null, { status: 302, headers: { Location: '/' } }) },
        // Signed-in only: anyone else is sent to /.
        accounts('profile', 'Profile', signedIn),
        accounts('account', 'My Account', signedIn),
        devicePage('orders', 'My Orders', () => import('./routes/orders'), { loader: signedIn }),
        devicePage('order/:id', 'Order', () => import('./routes/order'), { loader: signedIn }),
        devicePage('notifications', 'Notifications', () => import('./routes/notifications'), {
          loader: signedIn,
        }),
        devicePage('try-on', 'Virtual Try-On', () => import('./routes/try-on'), { loader: signedIn }),
        // Admin only: anyone else is sent to /.
        // One layout route (the guard and the admin shell) around every admin screen, /upload included.
        // The paths are in features/admin/admin-screens.ts; titles and code arrive with the shell.
        {
          id: 'admin-shell',
          loader: admin,
          lazy: adminLayout,
          handle: { chrome: 'admin' } satisfies RouteHandle,
          children: ADMIN_PATHS.map((path) => ({
            path,
            id: path,
            lazy: () => adminRoute().then((m) => m.loadScreen(path)),
          })),
        },
        {
          path: '*',
          id: 'routes/not-found',
          lazy: () => import('./routes/not-found'),
          handle: { ssr: true, meta: page('Page not found') } satisfies RouteHandle,
        },
      ],
    },
  ];
}
