// The countdown to a drop's public launch: days, hours, minutes and seconds, ticking every second,
// then 'Now Public!'. Screen readers are not told every second: the digits are aria-hidden and a
// visually hidden summary (to the minute) says the same thing.
import { countdownParts } from '@shop/domain/rules';
import { bannerCountdownText } from '@shop/domain/texts';

const UNITS = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function DropCountdown({ publicAt, now }: { publicAt: string; now: number }) {
  const parts = countdownParts(publicAt, now);
  if (parts.passed) {
    // The domain's words once public start has passed ('Now Public!').
    return (
      <p className="text-3xl font-black tracking-tight sm:text-4xl">{bannerCountdownText(publicAt, now)}</p>
    );
  }
  const summary = `Goes public in ${plural(parts.days, 'day')}, ${plural(parts.hours, 'hour')} and ${plural(parts.minutes, 'minute')}.`;
  return (
    <div>
      <p className="sr-only">{summary}</p>
      <div
        role="timer"
        aria-live="off"
        aria-hidden="true"
        className="grid max-w-md grid-cols-4 gap-2 sm:gap-3"
      >
        {UNITS.map(([key, label]) => (
          <div key={key} className="bg-ink text-paper rounded-2xl px-2 py-3 text-center">
            <span data-unit={key} className="block text-2xl font-black tabular-nums sm:text-4xl">
              {String(parts[key]).padStart(2, '0')}
            </span>
            <span className="text-paper/70 block text-[11px] font-semibold tracking-wide uppercase">
              {label}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
