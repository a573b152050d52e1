// Which links the navigation shows to whom; desktop bar and mobile menu share this so they never drift.
import { showsVipLounge } from '@shop/domain/rules';
import type { Me } from '../../lib/me';
import { viewerOf } from '../../lib/viewer';

export type NavLink = { to: string; label: string };

/** Links of the main navigation. Until we know who is here, only the links everyone sees. */
export function mainLinks(me: Me | undefined): NavLink[] {
  const links: NavLink[] = [
    { to: '/', label: 'Shop' },
    { to: '/bundles', label: 'Bundles' },
    { to: '/faq', label: 'FAQ' },
  ];
  if (showsVipLounge(viewerOf(me))) links.push({ to: '/vip-collection', label: 'VIP Lounge' });
  if (me?.user && me.isAdmin) links.push({ to: '/upload', label: 'Upload' });
  return links;
}

/** The signed-in account's own pages (the account menu, and the mobile menu's account part). */
export function accountLinks(me: Me): NavLink[] {
  const links: NavLink[] = [
    { to: '/profile', label: 'Profile' },
    { to: '/orders', label: 'My Orders' },
  ];
  if (me.isAdmin) links.push({ to: '/admin', label: 'Admin Dashboard' });
  return links;
}

/** Guests find their orders by device and phone number. */
export const GUEST_ORDERS_LINK: NavLink = { to: '/guest-orders', label: 'My Orders' };
export const SIGN_IN_LINK: NavLink = { to: '/login', label: 'Sign In' };
