// The sidebar's sections and the breadcrumbs, worked out from the screen table (screen-modules.ts).
// Only built screens are listed (a screen still to come has its honest route, but no sidebar entry); a
// top-level screen without a section goes under "More"; detail screens (a path with an :id, or one more
// level such as /admin/discounts/new) are reached from their list, not the sidebar.
import type { LucideIcon } from 'lucide-react';
import { NAV_SECTIONS, type AdminScreen } from '../screen-modules';

export type NavItem = { path: string; title: string; sub: boolean; icon?: LucideIcon };
export type NavSection = { label: string; items: NavItem[] };

const depth = (path: string) => path.split('/').length - (path.startsWith('admin') ? 1 : 0);

export function navSections(all: readonly AdminScreen[]): NavSection[] {
  const screens = all.filter((screen) => screen.load);
  const item = (screen: AdminScreen): NavItem => ({
    path: screen.path,
    // In the sidebar "Admin" goes without saying.
    title: screen.path === 'admin' ? 'Dashboard' : screen.title,
    sub: depth(screen.path) > 1,
    ...(screen.icon ? { icon: screen.icon } : {}),
  });
  const sections = NAV_SECTIONS.map((label) => ({
    label,
    items: screens.filter((screen) => screen.section === label).map(item),
  }));
  const more = screens
    .filter(({ path, section }) => !section && !path.includes(':') && depth(path) <= 1)
    .map(item);
  return [...sections, { label: 'More', items: more }].filter((section) => section.items.length > 0);
}

export type Crumb = { label: string; to: string };

/** The trail to a screen: Admin › its parent screens › the screen itself (shown, not linked). */
export function crumbsFor(path: string, screens: readonly AdminScreen[]): Crumb[] {
  const byPath = new Map(screens.map(({ path: p, title }) => [p, title]));
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
