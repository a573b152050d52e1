// What the drop will look like over time: the countdown to public launch as members will see it
// (refreshed every second) and, for each audience, when its window opens and whether it is open now.
import { countdownParts, dropStatus, windowOpensAt, type DropAudience } from '@shop/domain/rules';
import { bannerCountdownText } from '@shop/domain/texts';
import { useEffect, useState } from 'react';
import { Panel } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDateTime } from '../format';
import { nairobiLocalToIso } from '../form-values';
import { STATUS_COLOURS, STATUS_LABELS } from './drop-form-values';

const AUDIENCES: [DropAudience, string][] = [
  ['vip', 'VIP (48 h before)'],
  ['premium', 'Premium (36 h before)'],
  ['member', 'Early-access members (24 h before)'],
];

function useTicking(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function countdown(publicAt: string, now: number): string {
  const parts = countdownParts(publicAt, now);
  if (parts.passed) return bannerCountdownText(publicAt, now);
  return `${parts.days}d ${parts.hours}h ${parts.minutes}m ${parts.seconds}s`;
}

/** `launch` is the form's datetime-local text (Nairobi time). */
export function DropPreview({ launch }: { launch: string }) {
  const now = useTicking();
  const iso = nairobiLocalToIso(launch);
  if (!iso)
    return (
      <Panel title="Preview">
        <p className="text-muted text-sm">Choose the launch time to see the countdown and the windows.</p>
      </Panel>
    );
  const status = dropStatus(iso, now) ?? 'public';
  return (
    <Panel title="Preview">
      <p className="text-sm">
        Status now:{' '}
        <Badge colour={STATUS_COLOURS[status]} label="Status">
          {STATUS_LABELS[status]}
        </Badge>
      </p>
      <p className="text-muted mt-3 text-xs font-semibold tracking-wide uppercase">Public in</p>
      <p className="text-2xl font-black tabular-nums" aria-hidden="true">
        {countdown(iso, now)}
      </p>
      <p className="sr-only">Public launch {formatDateTime(iso)}</p>
      <ul className="mt-4 space-y-2 text-sm" aria-label="Early-access windows">
        {AUDIENCES.map(([audience, label]) => {
          const opens = windowOpensAt(iso, audience) ?? 0;
          const open = now >= opens;
          return (
            <li key={audience} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-semibold">{label}</span>
                <span className="text-muted block text-xs">
                  opens {formatDateTime(new Date(opens).toISOString())}
                </span>
              </span>
              <Badge colour={open ? 'green' : 'blue'}>{open ? 'Open' : 'Not yet'}</Badge>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
