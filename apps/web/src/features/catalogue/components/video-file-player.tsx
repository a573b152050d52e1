// A video file of the shop's own, with the card's controls: play/pause, mute (it starts muted, so it
// may start by itself), a labelled seek bar and "0:12 / 0:45". Nothing is downloaded until the card
// is near the screen (preload none, the poster shows); it plays once mostly visible and pauses when
// scrolled away, unless the shopper paused it; another video starting pauses this one.
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNearScreen } from '../../../lib/near-screen';
import { endTurn, takeTurn, type Playing } from '../hooks/one-player';

/** Seconds as m:ss ("0:12", "12:05"). */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

type Props = {
  url: string;
  poster: string | null;
  title: string;
  /** Mostly on screen (null: not known yet). */
  visible: boolean | null;
  onTime: (seconds: number) => void;
  onEnded: () => void;
  onFail: () => void;
};

const CONTROL =
  'flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white';

export function VideoFilePlayer({ url, poster, title, visible, onTime, onEnded, onFail }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  // The shopper's own pause: scrolling back does not start the video against it.
  const pausedByShopper = useRef(false);
  const turn = useRef<Playing>({ pause: () => ref.current?.pause() });

  useNearScreen(box, true, () => setNear(true), '300px 0px');

  useEffect(() => {
    const video = ref.current;
    if (!video || visible === null) return;
    // A refused autoplay (a browser's data saver) leaves the poster and the play button.
    if (visible && !pausedByShopper.current) video.play().catch(() => undefined);
    if (!visible) video.pause();
  }, [visible]);

  useEffect(() => {
    const player = turn.current;
    return () => endTurn(player);
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      pausedByShopper.current = false;
      video.play().catch(() => undefined);
    } else {
      pausedByShopper.current = true;
      video.pause();
    }
  };

  const seek = (value: number) => {
    const video = ref.current;
    if (!video) return;
    video.currentTime = value;
    setTime(value);
    onTime(value);
  };

  return (
    <div ref={box} className="relative h-full w-full">
      <video
        ref={ref}
        src={url}
        poster={poster ?? undefined}
        preload={near ? 'metadata' : 'none'}
        muted={muted}
        playsInline
        aria-label={title}
        onClick={toggle}
        onPlay={() => {
          setPlaying(true);
          takeTurn(turn.current);
        }}
        onPause={() => {
          setPlaying(false);
          endTurn(turn.current);
        }}
        onEnded={() => {
          setPlaying(false);
          endTurn(turn.current);
          onEnded();
        }}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => {
          setTime(e.currentTarget.currentTime);
          onTime(e.currentTarget.currentTime);
        }}
        onError={() => {
          ref.current?.pause();
          onFail();
        }}
        className="h-full w-full object-cover"
      />
      <div className="absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/80 to-transparent px-2 pt-6 pb-1 text-white">
        <input
          type="range"
          aria-label="Seek"
          aria-valuetext={`${clockTime(time)} of ${clockTime(duration)}`}
          min={0}
          max={Number.isFinite(duration) && duration > 0 ? duration : 0}
          step={0.1}
          value={Math.min(time, Number.isFinite(duration) ? duration : time)}
          onChange={(e) => seek(Number(e.currentTarget.value))}
          className="accent-accent block h-4 w-full cursor-pointer"
        />
        <div className="flex items-center gap-1">
          <button type="button" onClick={toggle} aria-label={playing ? 'Pause' : 'Play'} className={CONTROL}>
            {playing ? (
              <Pause aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
          </button>
          <span className="min-w-0 flex-1 truncate text-xs tabular-nums">
            {clockTime(time)} / {clockTime(duration)}
          </span>
          <button
            type="button"
            onClick={() => setMuted((m) => !m)}
            aria-label={muted ? 'Unmute' : 'Mute'}
            className={CONTROL}
          >
            {muted ? (
              <VolumeX aria-hidden="true" className="size-4" />
            ) : (
              <Volume2 aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      </div>
    </div>
  );
}
