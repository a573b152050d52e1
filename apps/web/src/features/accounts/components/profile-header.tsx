// The top of the profile: who this is, their tier and what they have bought so far.
import { formatKes } from '@shop/domain/rules';
import type { Profile } from '../api/profile';

const TIER_LABEL = { regular: 'Regular', premium: 'Premium', vip: 'VIP' } as const;

export function ProfileHeader({ profile }: { profile: Profile }) {
  const name = profile.fullName?.trim() || profile.email;
  return (
    <header className="flex flex-col items-start gap-4 rounded-3xl bg-ink p-5 text-paper sm:flex-row sm:items-center sm:p-8">
      <div
        aria-hidden="true"
        className="grid size-16 shrink-0 place-items-center rounded-full bg-accent text-2xl font-black text-accent-ink"
      >
        {name.charAt(0).toUpperCase()}
      </div>
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-black tracking-tight sm:text-3xl">{name}</h1>
        <p className="truncate text-sm text-paper/75">{profile.email}</p>
        <p className="mt-2 flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-accent px-3 py-0.5 font-semibold text-accent-ink">
            {TIER_LABEL[profile.customerTier]} member
          </span>
          {profile.earlyAccessMember ? (
            <span className="rounded-full border border-paper/30 px-3 py-0.5">Early Access</span>
          ) : null}
          <span className="rounded-full border border-paper/30 px-3 py-0.5">
            {profile.totalOrders} {profile.totalOrders === 1 ? 'order' : 'orders'} ·{' '}
            {formatKes(profile.totalSpent)}
          </span>
        </p>
      </div>
    </header>
  );
}
