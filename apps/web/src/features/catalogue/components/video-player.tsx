// The player behind a video card and the video page (its own chunk): the shop's own file with the
// card's controls, or a YouTube video through the privacy-enhanced embed once the shopper plays it;
// product pins over either while their window is on; the share button; the product popup a pin opens.
// It tells the server what the shopper did (seen, played past 3 s, finished, pin tapped, bagged).
// An admin also gets a "Tag products" switch: the video pauses and the tagging tool (its own chunk,
// never loaded for shoppers) places, moves and removes pins.
import { youtubeVideoId } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Play, Share2, Tag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProductPicture } from '../../../components/ui/product-picture';
import { meQuery } from '../../../lib/me';
import { useApi } from '../../../lib/use-api';
import type { Video, VideoPin } from '../api/types';
import { postVideoEvent, type VideoEventKind } from '../api/video-events';
import { shareVideo } from '../api/video-share';
import { pausePlaying } from '../hooks/one-player';
import { useMostlyVisible } from '../hooks/use-mostly-visible';
import { VideoFilePlayer } from './video-file-player';
import VideoPoster from './video-poster';
import { VideoPins } from './video-pins';
import { VideoUnavailable } from './video-unavailable';
import { VideoYoutubePlayer } from './video-youtube-player';

const VideoPinDialog = lazy(() => import('./video-pin-dialog'));
const VideoTagger = lazy(() => import('./video-tagger'));

/** Seconds of watching that count as a play (spec: plays past 3 s). */
const PLAY_SECONDS = 3;

type Props = {
  video: Pick<Video, 'id' | 'title' | 'url' | 'poster' | 'product_tags'>;
  /** A YouTube video the shopper already asked to play (the card's play button). */
  startNow?: boolean;
  /** The page's main video: its poster loads first. */
  eager?: boolean;
};

export default function VideoPlayer({ video, startNow = false, eager = false }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const visible = useMostlyVisible(frame);
  const youtubeId = youtubeVideoId(video.url);
  const [started, setStarted] = useState(startNow);
  const [time, setTime] = useState(0);
  const [failed, setFailed] = useState(false);
  const [opened, setOpened] = useState<VideoPin | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const counted = useRef(new Set<VideoEventKind>());
  const me = useQuery(meQuery(useApi()));
  const [tagging, setTagging] = useState(false);

  const once = (kind: VideoEventKind) => {
    if (counted.current.has(kind)) return;
    counted.current.add(kind);
    postVideoEvent(video.id, kind);
  };
  useEffect(() => {
    if (visible) once('view');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  const onTime = (seconds: number) => {
    setTime(seconds);
    if (seconds >= PLAY_SECONDS) once('play_3s');
  };
  const player = {
    title: video.title,
    visible,
    onTime,
    onEnded: () => once('complete'),
    onFail: () => setFailed(true),
  };
  const openPin = (pin: VideoPin) => {
    pausePlaying();
    setBusy(pin.id);
    setOpened(pin);
    postVideoEvent(video.id, 'pin_tap');
  };
  const closePin = () => {
    setOpened(null);
    setBusy(null);
  };

  let media;
  if (failed) media = <VideoUnavailable />;
  else if (youtubeId && started) media = <VideoYoutubePlayer youtubeId={youtubeId} {...player} />;
  else if (youtubeId) {
    media = (
      <button
        type="button"
        onClick={() => setStarted(true)}
        className="group block h-full w-full"
        aria-label={`Play video: ${video.title}`}
      >
        {video.poster?.startsWith('https://i.ytimg.com/') ? (
          <VideoPoster url={video.url} poster={video.poster} />
        ) : (
          <ProductPicture
            src={video.poster}
            alt=""
            sizes="(min-width: 768px) 480px, 100vw"
            width={640}
            height={800}
            eager={eager}
            className="h-full w-full object-cover opacity-80"
          />
        )}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="bg-accent text-accent-ink flex size-14 items-center justify-center rounded-full shadow-lg group-hover:scale-105">
            <Play className="size-6" aria-hidden />
          </span>
        </span>
      </button>
    );
  } else media = <VideoFilePlayer url={video.url} poster={video.poster} {...player} />;

  const playable = !failed && !(youtubeId && !started);
  const toggleTagging = () => {
    if (!tagging) pausePlaying();
    setTagging(!tagging);
  };

  return (
    <div ref={frame} className="relative h-full w-full overflow-hidden bg-black text-white">
      {media}
      {playable && tagging ? (
        <Suspense fallback={null}>
          <VideoTagger videoId={video.id} pins={video.product_tags} time={time} />
        </Suspense>
      ) : playable ? (
        <VideoPins pins={video.product_tags} time={time} onOpen={openPin} busyId={busy} />
      ) : null}
      {playable && me.data?.isAdmin ? (
        <button
          type="button"
          onClick={toggleTagging}
          aria-pressed={tagging}
          className="absolute right-12 top-2 z-40 flex h-9 items-center gap-1 rounded-full bg-black/55 px-3 text-xs font-semibold text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white aria-pressed:bg-accent aria-pressed:text-accent-ink"
        >
          <Tag aria-hidden="true" className="size-3.5" />
          Tag products
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => void shareVideo(video)}
        aria-label="Share video"
        className="absolute top-2 right-2 z-40 flex size-9 items-center justify-center rounded-full bg-black/55 text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white"
      >
        <Share2 aria-hidden="true" className="size-4" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <VideoPinDialog
            slug={opened.product.slug}
            onShown={() => setBusy(null)}
            onAdded={() => postVideoEvent(video.id, 'add_to_bag')}
            onClose={closePin}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
