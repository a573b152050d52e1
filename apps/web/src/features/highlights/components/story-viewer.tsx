// The full-screen story viewer: one highlight's items one after another, with a progress bar each.
// Tap the right of the picture (or →, or Next) for the next item, the left (or ←, or Previous) to go
// back; hold to pause (or the Pause button, or Space); swipe down, Escape or × to close. After a
// highlight's last item the next highlight follows; after the last, the viewer closes. While the
// shopper uses a slide's panel (choosing a size) the story waits. A native modal <dialog>: focus stays
// inside and goes back to the cover that opened it.
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import type { Highlight } from '../api/types';
import { nextPosition, previousPosition, type StoryPosition } from '../story-position';
import { StorySlide } from './story-slides';

const SLIDE_MS = 6000;
const VIDEO_MS = 10_000;
const TAP_MS = 300;
const SWIPE_PX = 60;

type Props = { highlights: readonly Highlight[]; start: number; onClose: () => void };

/** The current item's bar fills over the slide's time (Web Animations, paused with the story). */
function useProgress(key: string, duration: number, stopped: boolean, onDone: () => void) {
  const bar = useRef<HTMLSpanElement>(null);
  const animation = useRef<Animation | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof el.animate !== 'function') return;
    const run = el.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: SLIDE_MS,
      fill: 'forwards',
    });
    run.onfinish = () => done.current();
    animation.current = run;
    return () => run.cancel();
  }, [key]);
  useEffect(() => {
    animation.current?.effect?.updateTiming({ duration });
  }, [key, duration]);
  useEffect(() => {
    const run = animation.current;
    if (!run) return;
    if (stopped && run.playState === 'running') run.pause();
    if (!stopped && run.playState === 'paused') run.play();
  }, [key, stopped]);
  return bar;
}

export default function StoryViewer({ highlights, start, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [at, setAt] = useState<StoryPosition>({ highlight: start, item: 0 });
  const [held, setHeld] = useState(false);
  const [paused, setPaused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [videoMs, setVideoMs] = useState<number | null>(null);
  const press = useRef<{ x: number; y: number; t: number } | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  const counts = highlights.map((h) => h.items.length);
  const highlight = highlights[at.highlight]!;
  const item = highlight.items[at.item]!;
  const key = `${at.highlight}:${at.item}`;
  const stopped = held || paused || busy;
  const duration = item.kind === 'video' ? (videoMs ?? VIDEO_MS) : SLIDE_MS;

  const close = () => ref.current?.close();
  const go = (to: StoryPosition | null) => {
    if (!to) return close();
    setAt(to);
    setBusy(false);
    setVideoMs(null);
  };
  const next = () => go(nextPosition(counts, at));
  const previous = () => go(previousPosition(counts, at));
  const bar = useProgress(key, duration, stopped, next);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The viewer opens with the focus on Close, not inside a slide's panel (that would hold the story).
    closeButton.current?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      returnTo?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else if (event.key === ' ' && target.tagName !== 'BUTTON' && target.tagName !== 'A') setPaused((p) => !p);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    press.current = { x: event.clientX, y: event.clientY, t: performance.now() };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setHeld(true);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    setHeld(false);
    const from = press.current;
    press.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (dy > SWIPE_PX && dy > Math.abs(dx)) return close();
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) return dx < 0 ? next() : previous();
    if (performance.now() - from.t > TAP_MS) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientX - box.left < box.width / 3) previous();
    else next();
  };

  const round = 'grid size-11 place-items-center rounded-full bg-black/35 text-white hover:bg-black/55';
  return (
    <ModalDialog
      dialogRef={ref}
      labelledBy={titleId}
      onClose={onClose}
      showOnMount={false}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden bg-black p-0 text-white backdrop:bg-black"
    >
      <div onKeyDown={onKeyDown} className="relative mx-auto h-full w-full max-w-md overflow-hidden">
        <div className="absolute inset-x-0 top-0 z-10 px-3 pt-3">
          <div className="flex gap-1" aria-hidden="true">
            {highlight.items.map((_, i) => (
              <span key={i} className="h-[3px] flex-1 overflow-hidden rounded-full bg-white/35">
                <span
                  ref={i === at.item ? bar : undefined}
                  className={clsx(
                    'block h-full origin-left bg-white',
                    i < at.item ? 'scale-x-100' : 'scale-x-0',
                  )}
                />
              </span>
            ))}
          </div>
          <div className="mt-2 flex items-center gap-2">
            <h2 id={titleId} className="min-w-0 flex-1 truncate text-sm font-bold">
              {highlight.title}
            </h2>
            <p className="sr-only" aria-live="polite">
              {`${at.item + 1} of ${highlight.items.length}`}
            </p>
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? 'Play story' : 'Pause story'}
              className={round}
            >
              {paused ? (
                <Play aria-hidden="true" className="size-5" />
              ) : (
                <Pause aria-hidden="true" className="size-5" />
              )}
            </button>
            <button
              ref={closeButton}
              type="button"
              onClick={close}
              aria-label="Close highlights"
              className={round}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
        <button
          type="button"
          onClick={previous}
          aria-label="Previous"
          className={clsx(round, 'absolute top-1/3 left-2 z-10')}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
        <button
          type="button"
          onClick={next}
          aria-label="Next"
          className={clsx(round, 'absolute top-1/3 right-2 z-10')}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
        {/* After the controls in the page order (Tab: Pause, Close, Previous, Next, then the slide's panel). */}
        <div
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => ((press.current = null), setHeld(false))}
          // A mouse dragging the picture would start the browser's own drag (and cancel the swipe).
          onDragStart={(event) => event.preventDefault()}
          className="absolute inset-0 touch-none select-none"
        >
          <StorySlide
            key={key}
            item={item}
            stopped={stopped}
            onDuration={setVideoMs}
            onBusy={() => setBusy(true)}
            onLeave={onClose}
          />
          <div className="pointer-events-none absolute inset-x-0 top-0 h-28 bg-gradient-to-b from-black/60 to-transparent" />
        </div>
      </div>
    </ModalDialog>
  );
}
