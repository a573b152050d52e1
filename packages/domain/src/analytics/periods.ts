// The periods the owner compares customers over, and the buckets of the sales-over-time chart. Days
// are Nairobi's (UTC+3 all year, no daylight saving), as on the dashboard.

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '365d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

export const ANALYTICS_PERIOD_LABELS: Readonly<Record<AnalyticsPeriod, string>> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last 12 months',
};

export const SALES_INTERVALS = ['day', 'week', 'month'] as const;
export type SalesInterval = (typeof SALES_INTERVALS)[number];

/** How many buckets the chart shows for each interval (the last one holds today). */
export const SALES_BUCKETS: Readonly<Record<SalesInterval, number>> = { day: 30, week: 12, month: 12 };

const DAY_MS = 86_400_000;
const EAT_OFFSET_MS = 3 * 3_600_000;

const periodDays = (period: AnalyticsPeriod) => Number(period.slice(0, -1));

/** The period ending now and the one just before it, as [start, end) moments. */
export function periodWindows(period: AnalyticsPeriod, now: Date) {
  const length = periodDays(period) * DAY_MS;
  const end = now.getTime();
  return {
    current: { start: new Date(end - length), end: new Date(end) },
    previous: { start: new Date(end - 2 * length), end: new Date(end - length) },
  };
}

/** YYYY-MM-DD of the Nairobi day a moment falls on. */
export const nairobiDay = (moment: Date) =>
  new Date(moment.getTime() + EAT_OFFSET_MS).toISOString().slice(0, 10);

/** The first Nairobi day of the bucket holding `day` (weeks start on Monday). */
export function bucketStart(day: string, interval: SalesInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  const mondayOffset = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - mondayOffset * DAY_MS).toISOString().slice(0, 10);
}

/** Every bucket's first day, oldest first, ending with the bucket that holds `now`. */
export function salesBuckets(interval: SalesInterval, now: Date): string[] {
  const last = bucketStart(nairobiDay(now), interval);
  const count = SALES_BUCKETS[interval];
  const days: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const date = new Date(`${last}T00:00:00Z`);
    if (interval === 'day') date.setUTCDate(date.getUTCDate() - i);
    else if (interval === 'week') date.setUTCDate(date.getUTCDate() - 7 * i);
    else date.setUTCMonth(date.getUTCMonth() - i);
    days.push(date.toISOString().slice(0, 10));
  }
  return days;
}

/** The moment the first bucket starts (midnight in Nairobi). */
export const bucketsSince = (buckets: readonly string[]) => new Date(`${buckets[0]}T00:00:00+03:00`);
