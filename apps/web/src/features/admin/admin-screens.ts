// The paths of the admin area (every one admin-only, inside the shell), in the order of the screen
// table (screen-modules.ts: titles, sidebar, code), which a test holds this list to. Only the paths
// are here: this list is in the first download of every page because the route table must know them;
// the table loads with the first admin page.
export const ADMIN_PATHS: readonly string[] = [
  'admin',
  'admin/orders',
  'admin/orders/failed-payments',
  'admin/orders/:id',
  'admin/products',
  'admin/bundles',
  'admin/discounts',
  'admin/discounts/new',
  'admin/discounts/:id',
  'admin/users',
  'admin/content',
  'admin/videos',
  'admin/highlights',
  'upload',
  'admin/early-access',
  'admin/exit-intent',
  'admin/fomo',
  'admin/email-settings',
  'admin/email-diagnostics',
  'admin/creators',
  'admin/creators/:id',
  'admin/active-collabs',
  'admin/creator-payouts',
  'admin/creator-leaderboard',
  'admin/customer-analytics',
  'admin/wishlist-analytics',
  'admin/chat',
  'admin/chat-analytics',
];
