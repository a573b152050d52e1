// Navigation links as the items of the caller's list, the current page's marked (aria-current).
import { NavLink } from 'react-router';
import type { NavLink as NavLinkItem } from './navbar-links';

export function NavItems({ links, className }: { links: readonly NavLinkItem[]; className: string }) {
  return links.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end className={className}>
        {link.label}
      </NavLink>
    </li>
  ));
}
