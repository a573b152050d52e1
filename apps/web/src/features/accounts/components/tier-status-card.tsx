// The customer tier status card on the profile: the tier badge, what the tier gives, two progress
// bars toward the next tier (spend and orders, each capped at 100 %) and since when they are a member.
// At the top tier a single line replaces the bars. Everything shown comes from the server.
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId } from 'react';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { tierStatusQuery, type TierStatus } from '../api/tier-status';

export const TIER_STATUS_ERROR = 'Failed to load tier status';

const TIER_LABEL = { regular: 'Regular', premium: 'Premium', vip: 'VIP' } as const;
const TIER_BADGE = {
  regular: 'bg-ink/10 text-ink',
  premium: 'bg-violet-700 text-white',
  vip: 'bg-accent text-accent-ink',
} as const;

const DATE = new Intl.DateTimeFormat('en-KE', { day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (iso: string) => DATE.format(new Date(iso));

function ProgressBar(props: { label: string; percent: number; value: string; remaining: string }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={id} className="font-semibold">
          {props.label}
        </span>
        <span className="text-muted">{props.value}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={props.percent}
        aria-valuetext={`${props.percent}% · ${props.remaining}`}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-ink/10"
      >
        <div className="h-full rounded-full bg-ink" style={{ width: `${props.percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-muted">{props.remaining}</p>
    </div>
  );
}

function Progress({ status }: { status: TierStatus }) {
  const { progress } = status;
  if (progress.next_tier === null) {
    return (
      <p className="self-start rounded-2xl bg-accent/30 p-3 text-sm font-semibold">
        You are at the top tier. Thank you for shopping with us!
        {status.vip_since ? ` VIP since ${formatDate(status.vip_since)}.` : null}
      </p>
    );
  }
  const next = TIER_LABEL[progress.next_tier];
  const orders = progress.orders_remaining;
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-bold">Progress to {next}</h3>
      <ProgressBar
        label="Spend"
        percent={progress.spend_percent}
        value={`${formatKes(status.total_spent)} · ${progress.spend_percent}%`}
        remaining={
          progress.spend_remaining > 0 ? `${formatKes(progress.spend_remaining)} to go` : 'Spend goal reached'
        }
      />
      <ProgressBar
        label="Orders"
        percent={progress.orders_percent}
        value={`${status.total_orders} ${status.total_orders === 1 ? 'order' : 'orders'} · ${progress.orders_percent}%`}
        remaining={
          orders > 0 ? `${orders} ${orders === 1 ? 'order' : 'orders'} to go` : 'Orders goal reached'
        }
      />
    </div>
  );
}

export function TierStatusCard() {
  const status = useQuery(tierStatusQuery(useApi()));
  useEffect(() => {
    if (status.isError) notify.error(TIER_STATUS_ERROR);
  }, [status.isError]);

  return (
    <section
      aria-labelledby="tier-status-title"
      className="space-y-4 rounded-3xl border border-ink/10 bg-white/60 p-5 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tier-status-title" className="text-xl font-black tracking-tight">
          Your tier
        </h2>
        {status.data ? (
          <span
            className={clsx(
              'rounded-full px-3 py-1 text-sm font-bold tracking-wide uppercase',
              TIER_BADGE[status.data.tier],
            )}
          >
            {TIER_LABEL[status.data.tier]}
          </span>
        ) : null}
      </div>
      {status.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {TIER_STATUS_ERROR}
        </p>
      ) : !status.data ? (
        <p role="status" className="text-sm text-muted">
          Loading your tier…
        </p>
      ) : (
        <>
          {/* Side by side on a wide screen: what the tier gives, and how far the next one is. */}
          <div className="grid gap-5 lg:grid-cols-2 lg:gap-10">
            <div>
              <h3 className="mb-2 text-sm font-bold">{TIER_LABEL[status.data.tier]} benefits</h3>
              <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
                {status.data.benefits.map((benefit) => (
                  <li key={benefit} className="flex gap-2">
                    <span aria-hidden="true" className="text-emerald-700">
                      ✓
                    </span>
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
            <Progress status={status.data} />
          </div>
          <p className="text-xs text-muted">Member since {formatDate(status.data.member_since)}</p>
        </>
      )}
    </section>
  );
}
