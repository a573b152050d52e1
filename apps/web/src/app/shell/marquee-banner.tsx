// The strip above the navbar that invites everyone to early access. It is one button: the moving
// text is decoration (hidden from screen readers, who get the sentence once). What a press does (scroll
// to the footer's sign-up, make it pulse, focus its field) is fetched on the first press: few visitors
// press it, and this strip is on every first page load.
import { MARQUEE_EARLY_ACCESS_CLAIM } from '@shop/domain/texts';

const toSignup = () =>
  void import('../../lib/scroll-to-early-access').then((m) => m.scrollToEarlyAccessSignup());

const MESSAGE = `Early access members shop new drops ${MARQUEE_EARLY_ACCESS_CLAIM} before everyone — join free`;
// Each half of the track is wider than a desktop screen, so sliding by half loops without a gap.
const COPIES = 4;

function TrackHalf() {
  return (
    <span className="flex shrink-0 items-center">
      {Array.from({ length: COPIES }, (_, index) => (
        <span key={index} className="flex shrink-0 items-center gap-3 px-6">
          {/* A text star instead of an icon component: this strip is on every first page load. */}
          <span className="text-accent">✦</span>
          {MESSAGE}
        </span>
      ))}
    </span>
  );
}

export function MarqueeBanner() {
  return (
    <button
      type="button"
      onClick={toSignup}
      className="group flex h-9 w-full items-center overflow-hidden bg-ink text-xs font-semibold uppercase tracking-wide text-paper focus-visible:-outline-offset-4 sm:text-sm"
    >
      <span className="sr-only">{MESSAGE}</span>
      <span
        aria-hidden="true"
        className="flex w-max animate-[marquee_40s_linear_infinite] group-hover:[animation-play-state:paused] group-focus-visible:[animation-play-state:paused] motion-reduce:animate-none"
      >
        <TrackHalf />
        <TrackHalf />
      </span>
    </button>
  );
}
