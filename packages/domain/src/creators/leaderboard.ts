// The owner's creator leaderboard: which period it covers (kept in the page address) and the order.

export const LEADERBOARD_PERIODS = ['7d', '30d', '90d', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SORTS = ['revenue', 'orders', 'views', 'conversion'] as const;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a period (null for all time). */
export function leaderboardPeriodStart(period: LeaderboardPeriod, now: Date): Date | null {
  if (period === 'all') return null;
  return new Date(now.getTime() - Number(period.slice(0, -1)) * DAY_MS);
}

export type LeaderboardRow = {
  creator_id: string;
  name: string;
  revenue: number;
  orders: number;
  views: number;
  clicks: number;
  conversion: number;
};

/** Highest first on the chosen figure, then revenue, then name, so the order is stable. */
export function rankCreators<T extends LeaderboardRow>(rows: readonly T[], sort: LeaderboardSort): T[] {
  return [...rows].sort((a, b) => b[sort] - a[sort] || b.revenue - a.revenue || a.name.localeCompare(b.name));
}

/** A collaboration's stages: pieces planned, sent to the creator, being filmed, delivered, or called off. */
export const COLLAB_STATUSES = ['planned', 'sent', 'in_progress', 'delivered', 'cancelled'] as const;
export type CollabStatus = (typeof COLLAB_STATUSES)[number];

/** Open collaborations past their due date (or due within `days`) deserve a reminder. */
export function collabNeedsReminder(
  collab: { status: CollabStatus; dueOn: string | null },
  today: string,
  days = 2,
): boolean {
  if (!collab.dueOn || collab.status === 'delivered' || collab.status === 'cancelled') return false;
  const due = Date.parse(`${collab.dueOn}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  return due - now <= days * 24 * 60 * 60 * 1000;
}
