// The sidebar's sections and the breadcrumbs, worked out from the screen list (admin-screens.ts).
// A screen missing from NAV_GROUPS is still listed, under "More"; detail screens (a path with an
// :id, or one more level such as /admin/discounts/new) are reached from their list, not the sidebar.
import type { AdminScreen } from '../screen-modules';

export const NAV_GROUPS: readonly (readonly [label: string, paths: readonly string[]])[] = [
  [
    'Shop',
    [
      'admin',
      'admin/orders',
      'admin/orders/failed-payments',
      'admin/products',
      'admin/bundles',
      'admin/discounts',
      'admin/users',
    ],
  ],
  ['Content', ['admin/content', 'admin/videos', 'admin/highlights', 'upload']],
  [
    'Marketing',
    [
      'admin/early-access',
      'admin/exit-intent',
      'admin/fomo',
      'admin/email-settings',
      'admin/email-diagnostics',
    ],
  ],
  [
    'Creators',
    ['admin/creators', 'admin/active-collabs', 'admin/creator-payouts', 'admin/creator-leaderboard'],
  ],
  [
    'Insights and chat',
    ['admin/customer-analytics', 'admin/wishlist-analytics', 'admin/chat', 'admin/chat-analytics'],
  ],
];

export type NavItem = { path: string; title: string; sub: boolean; ready: boolean };
export type NavSection = { label: string; items: NavItem[] };

const depth = (path: string) => path.split('/').length - (path.startsWith('admin') ? 1 : 0);

export function navSections(screens: readonly AdminScreen[]): NavSection[] {
  const byPath = new Map(screens.map((screen) => [screen[0], screen]));
  const item = (path: string): NavItem | null => {
    const screen = byPath.get(path);
    // In the sidebar "Admin" goes without saying.
    const title = path === 'admin' ? 'Dashboard' : screen?.[1];
    return screen && title ? { path, title, sub: depth(path) > 1, ready: !!screen[2] } : null;
  };
  const listed = new Set(NAV_GROUPS.flatMap(([, paths]) => paths));
  const sections = NAV_GROUPS.map(([label, paths]) => ({
    label,
    items: paths.map(item).filter((i): i is NavItem => i !== null),
  }));
  const more = screens
    .filter(([path]) => !listed.has(path) && !path.includes(':') && depth(path) <= 1)
    .map(([path]) => item(path)!);
  return [...sections, { label: 'More', items: more }].filter((section) => section.items.length > 0);
}

export type Crumb = { label: string; to: string };

/** The trail to a screen: Admin › its parent screens › the screen itself (shown, not linked). */
export function crumbsFor(path: string, screens: readonly AdminScreen[]): Crumb[] {
  const byPath = new Map(screens.map(([p, title]) => [p, title]));
  const crumbs: Crumb[] = [{ label: 'Admin', to: '/admin' }];
  const parts = path.split('/');
  for (let i = 1; i <= parts.length; i += 1) {
    const prefix = parts.slice(0, i).join('/');
    const title = byPath.get(prefix);
    if (title && prefix !== 'admin') crumbs.push({ label: title, to: `/${prefix}` });
  }
  return crumbs;
}

/** The sidebar entry for a page: the deepest one whose path the page is in (an order → Orders). */
export function activeNavPath(pathname: string, sections: readonly NavSection[]): string | null {
  const page = pathname.replace(/^\/+|\/+$/g, '');
  let best: string | null = null;
  for (const { path } of sections.flatMap((section) => section.items))
    if ((page === path || page.startsWith(`${path}/`)) && (!best || path.length > best.length)) best = path;
  return best;
}
