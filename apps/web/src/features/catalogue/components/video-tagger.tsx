// The admin's tagging mode over a video card (a chunk of its own, loaded only for admins): search a
// product and choose it, then click the frame where it is — the pin is saved at the video's current
// second for the 5 second tag window. Pins showing now can be dragged (or moved with the arrow keys)
// and removed. Every change refreshes the page's videos, so the card shows what the server keeps.
import { pointToPercent, visiblePins } from '@shop/domain/rules';
import { PRODUCT_TAGGED_MESSAGE, TAG_FAILED_MESSAGE } from '@shop/domain/texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { usePinDrag } from '../../../lib/use-pin-drag';
import type { SearchResult, VideoPin } from '../api/types';
import { movePin, placePin, removePin, taggingSearchQuery } from '../api/video-tagging';
import { clockTime } from './video-file-player';

type Props = { videoId: string; pins: readonly VideoPin[]; time: number };

const failure = (error: unknown) => (error instanceof Error ? error.message : 'Please try again.');

function TaggedPin({
  pin,
  frame,
  onMove,
  onRemove,
}: {
  pin: VideoPin;
  frame: RefObject<HTMLDivElement | null>;
  onMove: (pin: VideoPin, to: { x: number; y: number }) => Promise<unknown>;
  onRemove: (pin: VideoPin) => void;
}) {
  const drag = usePinDrag({
    frame,
    at: { x: pin.position_x, y: pin.position_y },
    onMove: (to) => onMove(pin, to),
  });
  return (
    <li
      className="absolute z-10 -translate-x-1/2 -translate-y-1/2"
      style={{ left: `${drag.at.x}%`, top: `${drag.at.y}%` }}
    >
      <button
        type="button"
        {...drag.handlers}
        aria-label={`Move the pin of ${pin.product.name}: drag it, or use the arrow keys`}
        aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
        aria-busy={drag.moving || undefined}
        className="bg-paper text-ink ring-accent focus-visible:outline-accent max-w-28 cursor-grab touch-none truncate rounded-full px-2.5 py-1 text-xs font-semibold shadow-lg ring-2 focus-visible:outline-2 active:cursor-grabbing"
      >
        {pin.product.name}
      </button>
      <button
        type="button"
        onClick={() => onRemove(pin)}
        aria-label={`Remove the pin of ${pin.product.name}`}
        className="absolute top-1/2 left-full ml-0.5 flex size-7 -translate-y-1/2 items-center justify-center rounded-full bg-black/75 text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-3.5" />
      </button>
    </li>
  );
}

export default function VideoTagger({ videoId, pins, time }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const frame = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const [text, setText] = useState('');
  const [product, setProduct] = useState<SearchResult | null>(null);
  const [busy, setBusy] = useState(false);
  const search = useQuery(taggingSearchQuery(api, text));

  // The card, the video page and the feed all read the video with its pins.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['catalogue', 'videos'] }),
      queryClient.invalidateQueries({ queryKey: ['catalogue', 'video', videoId] }),
    ]);

  const place = async (event: MouseEvent<HTMLButtonElement>) => {
    if (!product || busy) return;
    // Percent of the whole frame, as the shoppers' pins are drawn; Enter places it in the middle.
    const box = frame.current?.getBoundingClientRect();
    const at =
      event.detail === 0 || !box
        ? { x: 50, y: 50 }
        : pointToPercent({ x: event.clientX, y: event.clientY }, box);
    setBusy(true);
    try {
      await placePin(api, videoId, {
        product_id: product.id,
        position_x: at.x,
        position_y: at.y,
        show_at: Math.max(0, time),
      });
      notify.success(PRODUCT_TAGGED_MESSAGE);
      await refresh();
    } catch {
      notify.error(TAG_FAILED_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  const move = async (pin: VideoPin, to: { x: number; y: number }) => {
    try {
      await movePin(api, videoId, pin.id, to);
    } catch (error) {
      notify.error(`The pin could not be moved: ${failure(error)}`);
    }
    await refresh();
  };
  const remove = async (pin: VideoPin) => {
    try {
      await removePin(api, videoId, pin.id);
      notify.success('Pin removed.');
    } catch (error) {
      notify.error(`The pin could not be removed: ${failure(error)}`);
    }
    await refresh();
  };

  const hits = text.trim() && !product ? (search.data ?? []).slice(0, 4) : [];
  return (
    <div ref={frame} className="pointer-events-none absolute inset-0 z-20">
      <div className="pointer-events-auto absolute inset-x-0 top-0 z-30 space-y-1 bg-black/80 px-2 pt-12 pb-2 text-white">
        <label htmlFor={searchId} className="block text-xs font-semibold">
          Product to tag
        </label>
        <input
          id={searchId}
          type="search"
          value={product ? product.name : text}
          onChange={(e) => {
            setProduct(null);
            setText(e.target.value);
          }}
          placeholder="Search products…"
          autoComplete="off"
          className="text-ink focus-visible:outline-accent w-full rounded-lg bg-white px-2 py-1.5 text-sm focus-visible:outline-2"
        />
        {hits.length > 0 ? (
          <ul aria-label="Products found" className="space-y-1">
            {hits.map((hit) => (
              <li key={hit.id}>
                <button
                  type="button"
                  onClick={() => setProduct(hit)}
                  className="w-full truncate rounded-lg bg-white/15 px-2 py-1.5 text-left text-sm hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                >
                  Tag {hit.name}
                </button>
              </li>
            ))}
          </ul>
        ) : text.trim() && !product && search.isSuccess ? (
          <p className="text-xs">No products match.</p>
        ) : null}
        <p aria-live="polite" className="text-xs">
          {product
            ? `Click the video where ${product.name} is: it shows from ${clockTime(time)} for 5 seconds.`
            : 'Choose a product, then click the video where it is.'}
        </p>
      </div>
      {/* The player's controls stay usable below the clickable part (seek to the moment). */}
      <button
        type="button"
        disabled={!product || busy}
        onClick={(e) => void place(e)}
        aria-label={
          product
            ? `Place the pin of ${product.name} at ${clockTime(time)}: click where it is (Enter places it in the middle)`
            : 'Place a pin: choose a product first'
        }
        className="focus-visible:outline-accent pointer-events-auto absolute inset-x-0 top-0 bottom-16 cursor-crosshair focus-visible:outline-4 disabled:cursor-not-allowed"
      />
      <ul aria-label="Pins showing now" className="absolute inset-0 [&>li]:pointer-events-auto">
        {visiblePins(pins, time).map((pin) => (
          <TaggedPin key={pin.id} pin={pin} frame={frame} onMove={move} onRemove={(p) => void remove(p)} />
        ))}
      </ul>
    </div>
  );
}
