// The tier status card: the tier the server holds, the totals it came from, the tier's benefits and
// the progress toward the next one (the domain's thresholds). The page only shows it.
import { tierProgress } from '@shop/domain/rules';
import { TIER_BENEFITS } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { getViewer } from '../accounts/accounts.service';
import { cachedTierThresholds } from '../settings/settings.service';
import { findTierStanding } from './profile.repo';

export const TIER_SIGN_IN_NEEDED = 'Please sign in to see your tier status.';

export async function tierStatus(deps: AppDeps, headers: Headers) {
  const viewer = await getViewer(deps, headers);
  if (!viewer.user) throw new HttpError(401, 'unauthorized', TIER_SIGN_IN_NEEDED);
  const row = await findTierStanding(deps.database.db, viewer.user.id);
  if (!row) throw new HttpError(401, 'unauthorized', TIER_SIGN_IN_NEEDED);
  const tier = row.tier ?? 'regular';
  const totalSpent = row.totalSpent ?? 0;
  const totalOrders = row.totalOrders ?? 0;
  const progress = tierProgress(totalSpent, totalOrders, tier, await cachedTierThresholds(deps));
  return {
    tier,
    total_spent: totalSpent,
    total_orders: totalOrders,
    vip_since: row.vipSince?.toISOString() ?? null,
    member_since: row.createdAt.toISOString(),
    early_access_member: row.earlyAccessMember ?? false,
    early_access_joined_at: row.earlyAccessJoinedAt?.toISOString() ?? null,
    benefits: [...TIER_BENEFITS[tier]],
    progress: {
      next_tier: progress.next,
      spend_percent: progress.spendPercent,
      orders_percent: progress.ordersPercent,
      spend_remaining: progress.spendRemaining,
      orders_remaining: progress.ordersRemaining,
    },
  };
}

export type TierStatus = Awaited<ReturnType<typeof tierStatus>>;
