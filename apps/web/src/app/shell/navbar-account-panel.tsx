// The signed-in shopper's menu panel on wide screens, loaded on the first click of the menu button.
// While open it closes on Escape (focus back on the button) and on a click outside the menu.
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '../../lib/me';
import { AccessibilityButton } from './a11y-open-button';
import { useDismiss, type DismissProps } from '../../lib/use-dismiss';
import { accountLinks } from './navbar-links';
import { useSignOut } from './navbar-sign-out';
import { WishlistMenuItem } from './navbar-wishlist-link';

const ITEM = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm hover:bg-ink/5';

type Props = {
  id: string;
  me: Me & { user: NonNullable<Me['user']> };
} & DismissProps;

export default function AccountMenuPanel({ id, me, rootRef, buttonRef, onClose }: Props) {
  const { signOut, pending } = useSignOut();

  useDismiss({ rootRef, buttonRef, onClose });

  return (
    <div
      id={id}
      className="absolute right-0 top-full z-50 mt-2 w-56 rounded-2xl border border-ink/10 bg-white p-2 shadow-lg"
    >
      <p className="truncate px-3 py-2 text-xs text-muted">{me.user.email}</p>
      {me.secondFactorRequired ? (
        // An admin whose rights wait for a second factor (ADMIN_REQUIRE_2FA): say where to give it.
        <Link to="/profile" className="mb-1 block rounded-lg bg-accent/30 px-3 py-2 text-xs font-medium">
          Verify your second factor to use the admin tools
        </Link>
      ) : null}
      <ul>
        {accountLinks(me).map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={ITEM}>
              {link.label}
            </Link>
          </li>
        ))}
        <WishlistMenuItem className={ITEM} />
        <li>
          <AccessibilityButton className={ITEM} />
        </li>
        <li className="mt-1 border-t border-ink/10 pt-1">
          <button type="button" disabled={pending} onClick={() => void signOut()} className={ITEM}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
