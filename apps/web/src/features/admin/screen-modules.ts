// Every admin screen, in the sidebar's order: its path, its title (the tab and the breadcrumbs), its
// sidebar section and icon, and, once built, its code. The sidebar, the breadcrumbs and the routes
// read this one table (the route table's list of paths, ADMIN_PATHS in admin-screens.ts, stays in the
// first download and is checked against it). Building the screen of a path listed here is one change:
// add its lazy import, a module that exports `Component`, e.g.
// { path: 'admin/products', title: 'Products', ..., load: () => import('./products/products-screen') }.
// A screen without one shows the honest "on its way" screen inside the shell. A screen without a
// section is a detail screen reached from its list (or, top-level, listed under "More").
// Icons the storefront's first page also draws (Heart, the chevrons, SlidersHorizontal) are left out
// of the admin on purpose: sharing one moves lucide's code out of the entry into extra chunks that
// the first download of / then has to fetch (measured: +0.5 KB gzip).
import {
  Bell,
  Bookmark,
  Boxes,
  ChartColumn,
  Clock,
  CreditCard,
  DoorOpen,
  FileText,
  Handshake,
  LayoutDashboard,
  Link2,
  Mail,
  MessageCircle,
  MessagesSquare,
  Package,
  PhoneCall,
  Receipt,
  Settings,
  SlidersVertical,
  Sparkles,
  Star,
  TicketPercent,
  Trophy,
  Upload,
  Users,
  Video,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { RouteHandle } from '../../lib/route-meta';

type ScreenModule = { Component: () => ReactNode };

/** The sidebar's sections, in order. */
export const NAV_SECTIONS = ['Shop', 'Content', 'Marketing', 'Creators', 'Insights and chat'] as const;

export type AdminScreen = {
  path: string;
  title: string;
  section?: (typeof NAV_SECTIONS)[number];
  icon?: LucideIcon;
  load?: () => Promise<ScreenModule>;
};

export const SCREENS: readonly AdminScreen[] = [
  {
    path: 'admin',
    title: 'Admin Dashboard',
    section: 'Shop',
    icon: LayoutDashboard,
    load: () => import('./dashboard/dashboard-screen'),
  },
  {
    path: 'admin/orders',
    title: 'Orders',
    section: 'Shop',
    icon: Receipt,
    load: () => import('./orders/orders-screen'),
  },
  {
    path: 'admin/orders/failed-payments',
    title: 'Failed payments',
    section: 'Shop',
    icon: CreditCard,
    load: () => import('./orders/failed-payments-screen'),
  },
  {
    path: 'admin/orders/unfinished',
    title: 'Unfinished checkouts',
    section: 'Shop',
    icon: PhoneCall,
    load: () => import('./orders/unfinished-checkouts-screen'),
  },
  {
    path: 'admin/payment-links',
    title: 'Payment links',
    section: 'Shop',
    icon: Link2,
    load: () => import('./orders/payment-links-screen'),
  },
  {
    path: 'admin/orders/packing-slips',
    title: 'Packing slips',
    load: () => import('./orders/packing-slips-screen'),
  },
  { path: 'admin/orders/:id', title: 'Order', load: () => import('./orders/order-screen') },
  {
    path: 'admin/products',
    title: 'Products',
    section: 'Shop',
    icon: Package,
    load: () => import('./products/products-screen'),
  },
  {
    path: 'admin/bundles',
    title: 'Bundles',
    section: 'Shop',
    icon: Boxes,
    load: () => import('./bundles/bundles-screen'),
  },
  {
    path: 'admin/discounts',
    title: 'Discounts',
    section: 'Shop',
    icon: TicketPercent,
    load: () => import('./discounts/discounts-screen'),
  },
  {
    path: 'admin/discounts/new',
    title: 'New discount',
    load: () => import('./discounts/discount-edit-screen'),
  },
  {
    path: 'admin/discounts/:id',
    title: 'Edit discount',
    load: () => import('./discounts/discount-edit-screen'),
  },
  {
    path: 'admin/users',
    title: 'Customers',
    section: 'Shop',
    icon: Users,
    load: () => import('./users/users-screen'),
  },
  {
    path: 'admin/content',
    title: 'Content',
    section: 'Content',
    icon: FileText,
    load: () => import('./content/content-screen'),
  },
  {
    path: 'admin/videos',
    title: 'Videos',
    section: 'Content',
    icon: Video,
    load: () => import('./videos/videos-screen'),
  },
  {
    path: 'admin/highlights',
    title: 'Highlights',
    section: 'Content',
    icon: Sparkles,
    load: () => import('./highlights/highlights-screen'),
  },
  {
    path: 'upload',
    title: 'Upload',
    section: 'Content',
    icon: Upload,
    load: () => import('./upload/upload-screen'),
  },
  {
    path: 'admin/early-access',
    title: 'Early Access',
    section: 'Marketing',
    icon: Clock,
    load: () => import('./early-access/early-access-screen'),
  },
  {
    path: 'admin/early-access/drops/new',
    title: 'New drop',
    load: () => import('./early-access/drop-edit-screen'),
  },
  {
    path: 'admin/early-access/drops/:id',
    title: 'Drop',
    load: () => import('./early-access/drop-edit-screen'),
  },
  {
    path: 'admin/exit-intent',
    title: 'Exit-Intent Offers',
    section: 'Marketing',
    icon: DoorOpen,
    load: () => import('./exit-intent/exit-intent-screen'),
  },
  {
    path: 'admin/fomo',
    title: 'Purchase Toasts',
    section: 'Marketing',
    icon: Bell,
    load: () => import('./fomo/fomo-screen'),
  },
  {
    path: 'admin/email-settings',
    title: 'Email Settings',
    section: 'Marketing',
    icon: Settings,
    load: () => import('./email-settings/email-settings-screen'),
  },
  {
    path: 'admin/settings',
    title: 'Settings',
    section: 'Shop',
    icon: SlidersVertical,
    load: () => import('./settings/settings-screen'),
  },
  {
    path: 'admin/email-diagnostics',
    title: 'E-mail Diagnostics',
    section: 'Marketing',
    icon: Mail,
    load: () => import('./outbox/outbox-screen'),
  },
  {
    path: 'admin/creators',
    title: 'Creators',
    section: 'Creators',
    icon: Star,
    load: () => import('./creators/creators-screen'),
  },
  { path: 'admin/creators/:id', title: 'Creator', load: () => import('./creators/creator-detail-screen') },
  {
    path: 'admin/active-collabs',
    title: 'Active Collaborations',
    section: 'Creators',
    icon: Handshake,
    load: () => import('./creators/collabs-screen'),
  },
  {
    path: 'admin/creator-payouts',
    title: 'Creator Payouts',
    section: 'Creators',
    icon: Wallet,
    load: () => import('./creators/payouts-screen'),
  },
  {
    path: 'admin/creator-leaderboard',
    title: 'Creator Leaderboard',
    section: 'Creators',
    icon: Trophy,
    load: () => import('./creators/leaderboard-screen'),
  },
  {
    path: 'admin/customer-analytics',
    title: 'Customer Analytics',
    section: 'Insights and chat',
    icon: ChartColumn,
    load: () => import('./customer-analytics/customer-analytics-screen'),
  },
  {
    path: 'admin/wishlist-analytics',
    title: 'Wishlist Analytics',
    section: 'Insights and chat',
    icon: Bookmark,
    load: () => import('./wishlist-analytics/wishlist-analytics-screen'),
  },
  {
    path: 'admin/chat',
    title: 'Chat',
    section: 'Insights and chat',
    icon: MessageCircle,
    load: () => import('./chat/chat-screen'),
  },
  {
    path: 'admin/chat-analytics',
    title: 'Chat Analytics',
    section: 'Insights and chat',
    icon: MessagesSquare,
    load: () => import('./chat/chat-analytics-screen'),
  },
];

export const screenTitle = (path: string) => SCREENS.find((screen) => screen.path === path)?.title ?? 'Admin';

/** The route module of the screen at `path`: its code (or the "on its way" screen) and its title. */
export async function loadScreen(path: string) {
  const screen = SCREENS.find((s) => s.path === path);
  const module = await (screen?.load ?? (() => import('./components/admin-pending')))();
  const title = screen?.title ?? 'Admin';
  return { Component: module.Component, handle: { meta: () => ({ title }) } satisfies RouteHandle };
}
