// The recent-purchase toast (spec §2, §4; DESIGN "social proof is honest"): real paid orders only,
// "{first name or 'Someone'} in {area} bought {product} · {n} min ago". It appears after the owner's
// delay, moves on at the owner's interval, stands still under the pointer or with focus inside, and a
// close button or a swipe past half its width puts it away for good (has_seen_fomo). Admins get a link
// to the product in the admin. Never on the admin, the checkout or the payment pages.
import { toastAllowedOn } from '@shop/domain/rules';
import { purchaseToastText } from '@shop/domain/texts';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { meQuery } from '../../../lib/me';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { useApi } from '../../../lib/use-api';
import { fomoQuery, fomoSeen, markFomoSeen } from '../api/fomo-api';
import { useSwipeDismiss } from '../hooks/use-swipe-dismiss';
import { useToastCycle } from '../hooks/use-toast-cycle';

export function PurchaseToast() {
  const api = useApi();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(fomoSeen);
  const allowed = toastAllowedOn(pathname);
  const fomo = useQuery({ ...fomoQuery(api), enabled: allowed && !dismissed });
  const isAdmin = useQuery(meQuery(api)).data?.isAdmin === true;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const entries = fomo.data?.enabled ? fomo.data.entries : [];
  const { visible, index } = useToastCycle(
    entries.length,
    (fomo.data?.delay_seconds ?? 0) * 1000,
    (fomo.data?.interval_seconds ?? 10) * 1000,
    hovered || focused,
  );
  const dismiss = () => {
    markFomoSeen();
    setDismissed(true);
  };
  const swipe = useSwipeDismiss(dismiss);
  const now = useMinuteClock();

  const entry = entries[index];
  if (dismissed || !allowed || !visible || !entry || !fomo.data) return null;
  // The server counted the minutes when it answered; the time since is added on this device.
  const since = now === null ? 0 : Math.max(0, now - fomo.data.fetchedAt);
  const minutes = entry.minutes_ago + Math.floor(since / 60_000);
  const text = purchaseToastText({
    name: entry.name,
    area: entry.area,
    product: entry.product_name,
    minutes,
  });

  return (
    <aside
      aria-label="Recent purchases"
      data-testid="purchase-toast"
      className="border-ink/10 fixed bottom-4 left-4 z-40 w-[min(22rem,calc(100vw-6rem))] touch-pan-y rounded-2xl border bg-white p-3 pr-11 shadow-lg select-none"
      style={{
        transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
        opacity: swipe.offset ? Math.max(0.3, 1 - Math.abs(swipe.offset) / 400) : undefined,
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      {...swipe.handlers}
    >
      <div className="flex items-start gap-3">
        <span className="bg-ink/5 grid size-10 shrink-0 place-items-center rounded-full" aria-hidden="true">
          <ShoppingBag className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p role="status" aria-live="polite" aria-atomic="true" className="text-sm leading-snug">
            {text}
          </p>
          {isAdmin && entry.product_id ? (
            <Link
              to={`/admin/products?id=${entry.product_id}`}
              className="text-ink mt-1 inline-block text-xs font-semibold underline"
            >
              Manage this product
            </Link>
          ) : null}
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Close recent purchases"
        className="hover:bg-ink/5 absolute top-1.5 right-1.5 grid size-9 place-items-center rounded-full"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
