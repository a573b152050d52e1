// Product pins over a playing video: each at its x/y percent of the frame while
// show_at <= current second < hide_at, a button named for the piece ("Shop Linen Shirt").
import { visiblePins } from '@shop/domain/rules';
import { ShoppingBag } from 'lucide-react';
import type { VideoPin } from '../api/types';

type Props = {
  pins: readonly VideoPin[];
  /** Seconds into the video. */
  time: number;
  onOpen: (pin: VideoPin) => void;
  /** The pin whose product is being fetched. */
  busyId?: string | null;
};

export function VideoPins({ pins, time, onOpen, busyId = null }: Props) {
  const shown = visiblePins(pins, time);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Pieces in this video" className="pointer-events-none absolute inset-0 z-10">
      {shown.map((pin) => (
        <li
          key={pin.id}
          className="absolute -translate-x-1/2 -translate-y-1/2"
          style={{ left: `${pin.position_x}%`, top: `${pin.position_y}%` }}
        >
          <button
            type="button"
            onClick={() => onOpen(pin)}
            aria-busy={busyId === pin.id || undefined}
            className="bg-paper/95 text-ink focus-visible:outline-accent pointer-events-auto flex min-h-9 items-center gap-1 rounded-full py-1 pr-2.5 pl-1.5 text-xs font-semibold shadow-lg ring-2 ring-white/70 focus-visible:outline-2 aria-busy:opacity-70"
          >
            <span className="bg-accent text-accent-ink flex size-6 items-center justify-center rounded-full">
              <ShoppingBag aria-hidden="true" className="size-3.5" />
            </span>
            <span className="sr-only">Shop {pin.product.name}</span>
            <span aria-hidden="true" className="max-w-24 truncate">
              {pin.product.name}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
