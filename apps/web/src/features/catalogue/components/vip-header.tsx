// The VIP collection's header, themed by the shopper's tier: gold on black for VIP, violet for
// Premium (and for admins looking in), so each tier sees its own lounge.
import { Crown, Gem } from 'lucide-react';
import { clsx } from 'clsx';

type Props = { tier: string; count: number | null };

const THEMES = {
  vip: {
    box: 'bg-ink text-paper',
    badge: 'bg-accent text-accent-ink',
    label: 'VIP',
    title: 'The VIP Lounge',
    text: 'Pieces held back for our VIP members: one of a kind, first to you.',
  },
  premium: {
    box: 'bg-gradient-to-br from-violet-800 to-violet-600 text-white',
    badge: 'bg-white text-violet-800',
    label: 'Premium',
    title: 'Premium Collection',
    text: 'Exclusive pieces for Premium members. Reach VIP to open the whole lounge.',
  },
} as const;

export function VipHeader({ tier, count }: Props) {
  const theme = tier === 'vip' ? THEMES.vip : THEMES.premium;
  const Icon = tier === 'vip' ? Crown : Gem;
  return (
    <header
      data-tier-theme={tier === 'vip' ? 'vip' : 'premium'}
      className={clsx('rounded-3xl p-6 sm:p-10', theme.box)}
    >
      <p className="flex items-center gap-2">
        <Icon aria-hidden className="size-5" />
        <span
          className={clsx(
            'rounded-full px-3 py-0.5 text-xs font-bold tracking-widest uppercase',
            theme.badge,
          )}
        >
          {theme.label} member
        </span>
      </p>
      <h1 className="mt-3 text-3xl font-black tracking-tight sm:text-4xl">{theme.title}</h1>
      <p className="mt-2 max-w-xl text-sm opacity-85 sm:text-base">{theme.text}</p>
      {count !== null ? (
        <p className="mt-3 text-xs font-semibold tracking-wide uppercase opacity-75">
          {count} exclusive {count === 1 ? 'piece' : 'pieces'}
        </p>
      ) : null}
    </header>
  );
}
