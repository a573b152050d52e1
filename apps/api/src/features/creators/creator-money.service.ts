// The owner's money screens: what is owed to each creator, marking a payout made (whole KES with the
// M-Pesa reference, never more than is owed, written with the audit entry in one transaction), the
// CSV of payouts, and the leaderboard for a period.
import {
  creatorBalance,
  commissionFor,
  eatDateTime,
  leaderboardPeriodStart,
  rankCreators,
} from '@shop/domain/rules';
import type { CreatorPayoutInput } from '@shop/contracts';
import type { LeaderboardPeriod, LeaderboardSort } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { toCsv } from '../../lib/csv';
import { HttpError } from '../../lib/errors';
import type { ViewerUser } from '../accounts/accounts.service';
import { figures } from './creator-figures';
import {
  allCreators,
  clicksByCreator,
  creditedOrders,
  insertPayout,
  lockCreator,
  payoutsOf,
  videosOf,
} from './creator-figures.repo';
import { audit } from './creators.repo';

type Deps = Pick<AppDeps, 'database'>;

export async function payoutOverview(deps: Deps) {
  const db = deps.database.db;
  const [creators, rows, payouts] = await Promise.all([
    allCreators(db),
    creditedOrders(db, {}),
    payoutsOf(db),
  ]);
  return {
    owed: creators.map((c) => {
      const balance = creatorBalance(
        rows.filter((r) => r.creatorId === c.id).map((r) => commissionFor(r)),
        payouts.filter((p) => p.payout.creatorId === c.id).map((p) => p.payout.amount),
      );
      return { creator_id: c.id, name: c.name, phone: c.phone, code: c.code, ...balance };
    }),
    payouts: payouts.map(({ payout, creatorName }) => ({
      id: payout.id,
      creator_id: payout.creatorId,
      creator_name: creatorName,
      amount: payout.amount,
      mpesa_reference: payout.mpesaReference,
      note: payout.note,
      at: payout.createdAt.toISOString(),
    })),
  };
}

export async function markPayoutPaid(deps: Deps, admin: ViewerUser, input: CreatorPayoutInput) {
  return deps.database.db.transaction(async (tx) => {
    const creator = await lockCreator(tx, input.creator_id);
    if (!creator) throw new HttpError(404, 'not_found', 'No such creator.');
    const [rows, payouts] = await Promise.all([
      creditedOrders(tx, { creatorId: creator.id }),
      payoutsOf(tx, creator.id),
    ]);
    const { pending } = creatorBalance(
      rows.map((r) => commissionFor(r)),
      payouts.map((p) => p.payout.amount),
    );
    if (input.amount > pending)
      throw new HttpError(
        409,
        'more_than_owed',
        `${creator.name} is owed KES ${Math.max(0, pending).toLocaleString('en-KE')}; a payout cannot be more.`,
      );
    const payout = await insertPayout(tx, {
      creatorId: creator.id,
      amount: input.amount,
      mpesaReference: input.mpesa_reference,
      note: input.note,
      paidBy: admin.id,
    });
    if (!payout) throw new HttpError(409, 'reference_used', 'This M-Pesa reference is already recorded.');
    await audit(tx, {
      creatorId: creator.id,
      actorId: admin.id,
      action: 'payout_made',
      detail: { payout_id: payout.id, amount: payout.amount, mpesa_reference: payout.mpesaReference },
    });
    return { payout: { id: payout.id, amount: payout.amount, mpesa_reference: payout.mpesaReference } };
  });
}

export async function payoutsCsv(deps: Deps) {
  const rows = await payoutsOf(deps.database.db);
  return toCsv(
    ['date', 'creator', 'phone', 'amount_kes', 'mpesa_reference', 'note'],
    rows.map(({ payout, creatorName, creatorPhone }) => [
      eatDateTime(payout.createdAt),
      creatorName,
      creatorPhone,
      payout.amount,
      payout.mpesaReference,
      payout.note,
    ]),
  );
}

export async function leaderboard(
  deps: Deps,
  period: LeaderboardPeriod,
  sort: LeaderboardSort,
  now = new Date(),
) {
  const db = deps.database.db;
  const from = leaderboardPeriodStart(period, now);
  const [creators, rows, clicks] = await Promise.all([
    allCreators(db),
    creditedOrders(db, { from }),
    clicksByCreator(db, { from }),
  ]);
  const videos = await videosOf(
    db,
    creators.map((c) => c.userId),
  );
  const ranked = rankCreators(
    creators.map((c) => {
      const f = figures(
        rows.filter((r) => r.creatorId === c.id),
        clicks.get(c.id) ?? 0,
      );
      const views = videos
        .filter((v) => v.userId === c.userId && (!from || v.createdAt >= from))
        .reduce((sum, v) => sum + v.views, 0);
      return {
        creator_id: c.id,
        name: c.name,
        code: c.code,
        revenue: f.revenue,
        orders: f.orders,
        views,
        clicks: f.clicks,
        conversion: f.conversion,
        commission: f.commission.earned,
      };
    }),
    sort,
  );
  return { period, sort, rows: ranked };
}
