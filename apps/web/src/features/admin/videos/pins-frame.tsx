// The video's frame in the pins editor: click (or Enter) places the new pin; the pins showing at the
// chosen second sit on it and can be dragged, or focused and moved with the arrow keys.
import { pointToPercent } from '@shop/domain/rules';
import { useRef, type MouseEvent, type RefObject } from 'react';
import { usePinDrag } from '../../../lib/use-pin-drag';
import type { AdminVideo, VideoTag } from '../api/videos-api';
import { videoSource } from './video-source';

type Props = {
  video: AdminVideo;
  /** The pins showing at the chosen second, with their number in the list. */
  pins: { tag: VideoTag; n: number }[];
  busy: boolean;
  onPlace: (x: number, y: number) => void;
  onMove: (tag: VideoTag, to: { x: number; y: number }) => Promise<unknown>;
};

function FramePin({
  tag,
  n,
  frame,
  onMove,
}: {
  tag: VideoTag;
  n: number;
  frame: RefObject<HTMLDivElement | null>;
  onMove: Props['onMove'];
}) {
  const drag = usePinDrag({
    frame,
    at: { x: tag.position_x, y: tag.position_y },
    onMove: (to) => onMove(tag, to),
  });
  return (
    <button
      type="button"
      {...drag.handlers}
      aria-label={`Move pin ${n}, ${tag.product.name}: drag it, or use the arrow keys`}
      aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
      title={tag.product.name}
      className="absolute z-10 grid size-8 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none place-items-center rounded-full bg-white text-xs font-bold text-ink shadow ring-2 ring-accent focus-visible:outline-4 focus-visible:outline-accent active:cursor-grabbing aria-busy:opacity-70"
      aria-busy={drag.moving || undefined}
      style={{ left: `${drag.at.x}%`, top: `${drag.at.y}%` }}
    >
      {n}
    </button>
  );
}

export function PinsFrame({ video, pins, busy, onPlace, onMove }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const { poster, kind } = videoSource(video);
  const place = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard press has no pointer position: the pin goes in the middle.
    if (event.detail === 0) return onPlace(50, 50);
    const at = pointToPercent(
      { x: event.clientX, y: event.clientY },
      event.currentTarget.getBoundingClientRect(),
    );
    onPlace(at.x, at.y);
  };
  // The shop's own frame: 4:5, an uploaded video filling it (cropped), a YouTube one letterboxed
  // inside it as its player shows it, so a pin placed here sits on the same spot for shoppers.
  const fit = kind === 'upload' ? 'object-cover' : 'object-contain';
  return (
    <div
      ref={frame}
      className="relative mx-auto aspect-[4/5] w-full max-w-xs overflow-hidden rounded-xl bg-black"
    >
      {poster ? (
        <img src={poster} alt="" className={`size-full ${fit}`} />
      ) : kind === 'upload' ? (
        <video src={video.url} preload="metadata" muted playsInline className={`size-full ${fit}`} />
      ) : null}
      <button
        type="button"
        disabled={busy}
        onClick={place}
        aria-label="Place the pin: click where the product is (Enter places it in the middle)"
        className="absolute inset-0 cursor-crosshair focus-visible:outline-4 focus-visible:outline-accent disabled:cursor-wait"
      />
      {pins.map(({ tag, n }) => (
        <FramePin key={tag.id} tag={tag} n={n} frame={frame} onMove={onMove} />
      ))}
    </div>
  );
}
