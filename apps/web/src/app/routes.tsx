// One route table for the server renderer and the browser: every route of both spec documents,
// each lazy-loaded. Guards are loaders, so the server answers a redirect before sending any HTML.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { Api } from '../lib/api-client';
import { RootLayout } from '../components/layout/root-layout';
import { ErrorScreen } from '../components/layout/error-screen';
import type { RouteHandle } from './route-meta';
import { redirectIfSignedIn, requireAdmin, requireSignedIn } from './guards';
import { homeLoader, rootLoader } from './loaders';

export type RouteDeps = { queryClient: QueryClient; api: Api };

const page = (title: string, description?: string) => () => ({ title, description });

// Screens that later issues build (storefront, accounts, bag, checkout, admin): the route exists,
// lazy-loaded, and says honestly that the page is on its way.
const pending = (path: string, title: string, extra: Partial<RouteObject> = {}): RouteObject => ({
  path,
  id: `routes/pending:${path}`,
  lazy: () => import('./routes/pending'),
  handle: { meta: page(title) } satisfies RouteHandle,
  ...extra,
});

/** A pending public storefront screen: rendered by the server once it is built. */
const pendingStorefront = (path: string, title: string): RouteObject => ({
  ...pending(path, title),
  handle: { ssr: true, meta: page(title) } satisfies RouteHandle,
});

const ADMIN_SCREENS: [string, string][] = [
  ['admin', 'Admin Dashboard'],
  ['admin/products', 'Products'],
  ['admin/bundles', 'Bundles'],
  ['admin/videos', 'Videos'],
  ['admin/orders', 'Orders'],
  ['admin/users', 'Users'],
  ['admin/highlights', 'Highlights'],
  ['admin/discounts', 'Discounts'],
  ['admin/exit-intent', 'Exit-Intent Offers'],
  ['admin/fomo', 'Purchase Toasts'],
  ['admin/customer-analytics', 'Customer Analytics'],
  ['admin/wishlist-analytics', 'Wishlist Analytics'],
  ['admin/email-settings', 'Email Settings'],
  ['admin/email-diagnostics', 'Email Diagnostics'],
  ['admin/early-access', 'Early Access'],
  ['admin/chat', 'Chat'],
  ['admin/chat-analytics', 'Chat Analytics'],
  ['admin/content', 'Content'],
  ['admin/creators', 'Creators'],
  ['admin/creators/:id', 'Creator'],
  ['admin/active-collabs', 'Active Collaborations'],
  ['admin/creator-payouts', 'Creator Payouts'],
  ['admin/creator-leaderboard', 'Creator Leaderboard'],
  ['upload', 'Upload'],
];

/** Builds the route table around one query client and API client (one per request on the server). */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const signedIn = requireSignedIn(deps);
  const admin = requireAdmin(deps);
  return [
    {
      id: 'root',
      loader: rootLoader(deps),
      element: <RootLayout />,
      errorElement: <ErrorScreen />,
      children: [
        {
          index: true,
          loader: homeLoader(deps),
          id: 'routes/home',
          lazy: () => import('./routes/home'),
          handle: {
            ssr: true,
            meta: page(
              'Limited Drops | Unlimited Style.',
              'Curated thrift bags, clothing and shoes in Nairobi. Pay with M-Pesa.',
            ),
          } satisfies RouteHandle,
        },
        {
          path: 'privacy',
          id: 'routes/privacy',
          lazy: () => import('./routes/privacy'),
          handle: { ssr: true, meta: page('Privacy Policy') } satisfies RouteHandle,
        },
        {
          path: 'terms',
          id: 'routes/terms',
          lazy: () => import('./routes/terms'),
          handle: { ssr: true, meta: page('Terms of Service') } satisfies RouteHandle,
        },
        {
          path: 'about',
          id: 'routes/about',
          lazy: () => import('./routes/about'),
          handle: { ssr: true, meta: page('About Us') } satisfies RouteHandle,
        },
        {
          path: 'shipping-returns',
          id: 'routes/shipping-returns',
          lazy: () => import('./routes/shipping-returns'),
          handle: { ssr: true, meta: page('Shipping & Returns') } satisfies RouteHandle,
        },
        // Public storefront screens built by the storefront issue (server-rendered once built).
        pendingStorefront('products/:idOrSlug', 'Product'),
        pendingStorefront('bundles', 'Bundles'),
        pendingStorefront('bundles/:slug', 'Bundle'),
        pendingStorefront('faq', 'Frequently Asked Questions'),
        pending('feed', 'Feed'),
        pending('early-access', 'Early Access'),
        pending('vip-collection', 'VIP Collection'),
        pending('collaborate', 'Collaborate'),
        pending('creator-dashboard', 'Creator Dashboard'),
        // Bag, checkout and orders.
        pending('wishlist', 'Wishlist'),
        pending('checkout', 'Checkout'),
        pending('delivery-details', 'Delivery Details'),
        pending('order-confirmation', 'Order Confirmation'),
        pending('payment-callback', 'Payment'),
        pending('guest-orders', 'My Orders', {
          loader: redirectIfSignedIn(deps, '/account'),
        }),
        pending('login', 'Sign In'),
        pending('signup', 'Create Account'),
        { path: 'shop', loader: () => new Response(null, { status: 302, headers: { Location: '/' } }) },
        // Signed-in only: anyone else is sent to /.
        ...[
          ['profile', 'Profile'],
          ['account', 'My Account'],
          ['orders', 'My Orders'],
          ['order/:id', 'Order'],
          ['notifications', 'Notifications'],
          ['try-on', 'Virtual Try-On'],
        ].map(([path, title]) => pending(path!, title!, { loader: signedIn })),
        // Admin only: anyone else is sent to /.
        ...ADMIN_SCREENS.map(([path, title]) => pending(path, title, { loader: admin })),
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
