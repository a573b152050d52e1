// /admin/chat-analytics: how well the chat goes in a period (in the address, ?period=): conversations
// per day, the first answer's time (median and p90) overall and per tier against the tier's promise,
// how often the promise was kept, time to close, conversations that led to an order within 7 days,
// and the busiest hours. The server counts; this shows.
import type { ChatAnalyticsAnswer } from '@shop/contracts';
import {
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  CHAT_ORDER_WINDOW_DAYS,
  DEFAULT_ANALYTICS_PERIOD,
} from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { chatAnalyticsQuery } from '../api/chat-api';
import { PageHeader } from '../components/page-header';
import { ErrorState, LoadingState, Panel } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { TierBadge } from './chat-inbox-list';

const ChatCharts = lazy(() => import('./chat-charts'));

/** Minutes as the owner reads them: '45 s', '3.5 min', '2 h 10 min'; '—' for none. */
export function minutesText(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return `${Math.round(minutes * 60)} s`;
  if (minutes < 60) return `${Math.round(minutes * 10) / 10} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${Math.round(minutes - hours * 60)} min`;
}

const share = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-ink/10 bg-white p-4">
      <dt className="text-xs font-semibold text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-black tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

const TIER_COLUMNS = [
  'Conversations',
  'Promise',
  'First answer (median)',
  'p90',
  'Within promise',
  'Unanswered',
  'Led to order',
] as const;

type TierCell = { label: (typeof TIER_COLUMNS)[number]; value: string; alarm?: boolean };

/** Each tier's row of figures, in TIER_COLUMNS' order; a kept promise under 100 % is the alarm. */
export function tierCells(t: ChatAnalyticsAnswer['byTier'][number]): TierCell[] {
  return [
    { label: 'Conversations', value: String(t.conversations) },
    { label: 'Promise', value: t.promiseMinutes === null ? 'None' : `${t.promiseMinutes} min` },
    { label: 'First answer (median)', value: minutesText(t.firstResponse.median) },
    { label: 'p90', value: minutesText(t.firstResponse.p90) },
    {
      label: 'Within promise',
      value: share(t.withinPromise),
      alarm: t.withinPromise !== null && t.withinPromise < 1,
    },
    { label: 'Unanswered', value: String(t.unanswered) },
    { label: 'Led to order', value: String(t.ledToOrder) },
  ];
}

const chartFallback = <div className="h-48 animate-pulse rounded-xl bg-ink/5" />;

function Figures({ data }: { data: ChatAnalyticsAnswer }) {
  const total = data.perDay.reduce((n, d) => n + d.conversations, 0);
  const byTier = data.byTier.map((t) => ({ tier: t.tier, cells: tierCells(t) }));
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Chat figures">
        <Figure label="Conversations" value={String(total)} />
        <Figure
          label="First answer"
          value={minutesText(data.firstResponse.median)}
          note={`median · p90 ${minutesText(data.firstResponse.p90)} · ${data.firstResponse.count} answered`}
        />
        <Figure
          label="Time to close"
          value={minutesText(data.resolution.median)}
          note={`median · p90 ${minutesText(data.resolution.p90)}`}
        />
        <Figure
          label="Led to an order"
          value={String(data.ledToOrder.count)}
          note={`${share(data.ledToOrder.share)} paid within ${CHAT_ORDER_WINDOW_DAYS} days`}
        />
      </dl>
      <Panel title="By tier">
        {/* A card per tier on a phone, one table from a tablet up: the same cells either way. */}
        <ul className="space-y-3 md:hidden" aria-label="By tier">
          {byTier.map(({ tier, cells }) => (
            <li key={tier} className="rounded-xl border border-ink/10 p-3">
              <TierBadge tier={tier} />
              <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {cells.map((cell) => (
                  <div key={cell.label} className="contents">
                    <dt className="text-muted">{cell.label}</dt>
                    <dd className={cell.alarm ? 'font-bold text-red-700' : undefined}>{cell.value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full text-left text-sm whitespace-nowrap [&_td]:pr-3 [&_th]:pr-3">
            <thead className="text-xs text-muted uppercase">
              <tr>
                <th scope="col" className="py-2">
                  Tier
                </th>
                {TIER_COLUMNS.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/10">
              {byTier.map(({ tier, cells }) => (
                <tr key={tier}>
                  <th scope="row" className="py-2">
                    <TierBadge tier={tier} />
                  </th>
                  {cells.map((cell) => (
                    <td key={cell.label} className={cell.alarm ? 'font-bold text-red-700' : undefined}>
                      {cell.value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-2 text-xs text-muted">
          Times count support hours the way the promise does: a message sent while closed counts from the next
          opening.
        </p>
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Conversations per day">
          <Suspense fallback={chartFallback}>
            <ChatCharts data={data} part="days" />
          </Suspense>
        </Panel>
        <Panel title="Busiest hours">
          <Suspense fallback={chartFallback}>
            <ChatCharts data={data} part="hours" />
          </Suspense>
        </Panel>
      </div>
    </div>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('period');
  const period = (ANALYTICS_PERIODS as readonly string[]).includes(asked ?? '')
    ? (asked as (typeof ANALYTICS_PERIODS)[number])
    : DEFAULT_ANALYTICS_PERIOD;
  const query = useQuery(chatAnalyticsQuery(period));
  return (
    <>
      <PageHeader
        title="Chat Analytics"
        description="How quickly customers get an answer, against what each tier is promised, and what the chat leads to."
      />
      <TabLinks
        label="Period"
        tabs={ANALYTICS_PERIODS.map((p) => ({
          to: `?period=${p}`,
          label: ANALYTICS_PERIOD_LABELS[p],
          current: p === period,
        }))}
      />
      {query.isPending ? (
        <LoadingState label="Loading chat analytics…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Figures data={query.data} />
      )}
    </>
  );
}
