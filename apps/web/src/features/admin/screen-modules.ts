// Every admin screen: its path, its title (the tab and the breadcrumbs) and, once built, its code.
// Building the screen of a path listed here is one change: add its lazy import, a module that exports
// `Component`, e.g. ['admin/products', 'Products', () => import('./products/products-screen')],
// A line without one shows the honest "on its way" screen inside the shell. A brand-new path also
// goes into ADMIN_PATHS (admin-screens.ts), which the route table reads.
import type { ReactNode } from 'react';
import type { RouteHandle } from '../../app/route-meta';

type ScreenModule = { Component: () => ReactNode };
export type AdminScreen = readonly [path: string, title: string, load?: () => Promise<ScreenModule>];

export const SCREENS: readonly AdminScreen[] = [
  ['admin', 'Admin Dashboard', () => import('./dashboard/dashboard-screen')],
  ['admin/orders', 'Orders', () => import('./orders/orders-screen')],
  ['admin/orders/failed-payments', 'Failed payments', () => import('./orders/failed-payments-screen')],
  ['admin/orders/:id', 'Order', () => import('./orders/order-screen')],
  ['admin/products', 'Products', () => import('./products/products-screen')],
  ['admin/bundles', 'Bundles', () => import('./bundles/bundles-screen')],
  ['admin/discounts', 'Discounts', () => import('./discounts/discounts-screen')],
  ['admin/discounts/new', 'New discount', () => import('./discounts/discount-edit-screen')],
  ['admin/discounts/:id', 'Edit discount', () => import('./discounts/discount-edit-screen')],
  ['admin/users', 'Customers', () => import('./users/users-screen')],
  ['admin/videos', 'Videos'],
  ['admin/highlights', 'Highlights'],
  ['admin/content', 'Content', () => import('./content/content-screen')],
  ['upload', 'Upload', () => import('./upload/upload-screen')],
  ['admin/exit-intent', 'Exit-Intent Offers'],
  ['admin/fomo', 'Purchase Toasts'],
  ['admin/early-access', 'Early Access'],
  ['admin/customer-analytics', 'Customer Analytics'],
  ['admin/wishlist-analytics', 'Wishlist Analytics'],
  ['admin/chat', 'Chat'],
  ['admin/chat-analytics', 'Chat Analytics'],
  ['admin/creators', 'Creators'],
  ['admin/creators/:id', 'Creator'],
  ['admin/active-collabs', 'Active Collaborations'],
  ['admin/creator-payouts', 'Creator Payouts'],
  ['admin/creator-leaderboard', 'Creator Leaderboard'],
  ['admin/email-settings', 'Email Settings'],
  ['admin/email-diagnostics', 'E-mail Outbox', () => import('./outbox/outbox-screen')],
];

export const screenTitle = (path: string) => SCREENS.find(([p]) => p === path)?.[1] ?? 'Admin';

/** The route module of the screen at `path`: its code (or the "on its way" screen) and its title. */
export async function loadScreen(path: string) {
  const screen = SCREENS.find(([p]) => p === path);
  const module = await (screen?.[2] ?? (() => import('./components/admin-pending')))();
  const title = screen?.[1] ?? 'Admin';
  return { Component: module.Component, handle: { meta: () => ({ title }) } satisfies RouteHandle };
}
