// A YouTube video, played through the privacy-enhanced embed (youtube-nocookie) muted and inline.
// The IFrame Player API is attached to read the current second for the pins; without it (blocked,
// offline) the video still plays, only without pins. Scrolled away it pauses, and starts again when
// back if it was the scrolling that paused it; another video starting pauses it.
import { youtubeEmbedUrl } from '@shop/domain/rules';
import { useEffect, useRef } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { endTurn, takeTurn, type Playing } from '../hooks/one-player';
import { loadYoutubeApi, YT_STATE, type YoutubePlayer } from '../hooks/youtube-api';

type Props = {
  youtubeId: string;
  title: string;
  visible: boolean | null;
  onTime: (seconds: number) => void;
  onEnded: () => void;
  onFail: () => void;
};

const TICK_MS = 250;

export function VideoYoutubePlayer({ youtubeId, title, visible, onTime, onEnded, onFail }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const player = useRef<YoutubePlayer | null>(null);
  const pausedByScroll = useRef(false);
  const hydrated = useHydrated();
  const handlers = useRef({ onTime, onEnded, onFail });
  useEffect(() => {
    handlers.current = { onTime, onEnded, onFail };
  });
  // The address names this page's origin (the API checks it), so it is made in the browser.
  const src = hydrated
    ? `${youtubeEmbedUrl(youtubeId)}?${new URLSearchParams({
        enablejsapi: '1',
        origin: window.location.origin,
        autoplay: '1',
        mute: '1',
        playsinline: '1',
        rel: '0',
      })}`
    : null;

  useEffect(() => {
    const iframe = frame.current;
    if (!src || !iframe) return;
    let ticking: ReturnType<typeof setInterval> | undefined;
    let gone = false;
    const turn: Playing = { pause: () => player.current?.pauseVideo() };
    const stopTicking = () => clearInterval(ticking);
    loadYoutubeApi()
      .then((YT) => {
        if (gone) return;
        player.current = new YT.Player(iframe, {
          events: {
            onStateChange: ({ data, target }) => {
              stopTicking();
              if (data === YT_STATE.playing) {
                takeTurn(turn);
                ticking = setInterval(() => handlers.current.onTime(target.getCurrentTime()), TICK_MS);
              } else {
                endTurn(turn);
                handlers.current.onTime(target.getCurrentTime());
                if (data === YT_STATE.ended) handlers.current.onEnded();
              }
            },
            // 2, 5, 100, 101, 150: a bad id, an HTML5 error, removed, or not embeddable.
            onError: () => handlers.current.onFail(),
          },
        });
      })
      // The embed plays on without the API; only the pins need it.
      .catch(() => undefined);
    return () => {
      gone = true;
      stopTicking();
      endTurn(turn);
      // Not destroy(): it takes the iframe out of the page, which is React's to remove.
      player.current = null;
    };
  }, [src]);

  useEffect(() => {
    const yt = player.current;
    if (!yt || visible === null) return;
    if (!visible) {
      pausedByScroll.current = true;
      yt.pauseVideo();
    } else if (pausedByScroll.current) {
      pausedByScroll.current = false;
      yt.playVideo();
    }
  }, [visible]);

  return (
    <iframe
      ref={frame}
      src={src ?? undefined}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      className="h-full w-full border-0"
    />
  );
}
