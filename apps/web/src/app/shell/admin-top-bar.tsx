// The admin's compact top bar, in place of the shop's marquee and navbar: the shop's logo or name (to
// the dashboard), a link back to the shop, and the account menu.
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { meQuery } from '../../lib/me';
import { ShopMark } from '../../lib/shop-config';
import { useApi } from '../../lib/use-api';
import { AccountMenu } from './navbar-account-menu';

export function AdminTopBar() {
  const { data: me } = useQuery(meQuery(useApi()));
  const user = me?.user ?? null;
  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-ink/10 bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="flex h-14 items-center gap-2 px-4 sm:px-6">
        <Link to="/admin" className="mr-auto flex min-w-0 items-center gap-2 rounded">
          <span className="truncate font-black tracking-tight uppercase">
            <ShopMark />
          </span>
          <span className="rounded-full bg-ink px-2 py-0.5 text-[11px] font-semibold text-paper">Admin</span>
        </Link>
        <Link to="/" className={buttonClasses('ghost', 'sm', 'min-h-11 gap-1.5 whitespace-nowrap')}>
          <Store aria-hidden="true" className="size-4" />
          {/* A phone shows the icon; the link keeps its name for screen readers. */}
          <span className="sr-only sm:not-sr-only">View shop</span>
        </Link>
        {me && user ? <AccountMenu me={{ ...me, user }} /> : null}
      </div>
    </header>
  );
}
