// A shop video in the mixed grid: its poster, a play button and its title (a link to the video's own
// page). The player (its own chunk) comes when needed: a file of the shop's own as the card nears the
// screen (it then plays once mostly visible), a YouTube video only when the shopper presses play, so
// nothing is asked of YouTube before.
import { Play } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ProductPicture } from '../../../components/ui/product-picture';
import { useNearScreen } from '../../../lib/near-screen';
import type { Video } from '../api/types';
import { GridTile } from './grid-tile';

const VideoPlayer = lazy(() => import('./video-player'));
// YouTube's thumbnails in turn, then 'Video Unavailable': fetched only when YouTube's largest fails.
const VideoPoster = lazy(() => import('./video-poster'));

export function VideoCard({ video }: { video: Video }) {
  const box = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  // A cheap look at the address; the player tells the YouTube forms apart properly.
  const youtube = /youtu\.?be/.test(video.url);
  useNearScreen(box, !youtube, () => setPlaying(true), '300px 0px');
  const [posterFailed, setPosterFailed] = useState(false);
  const fail = () => setPosterFailed(true);
  const poster = posterFailed ? (
    <Suspense fallback={null}>
      <VideoPoster url={video.url} poster={video.poster} from={1} />
    </Suspense>
  ) : video.poster?.startsWith('https://i.ytimg.com/') ? (
    <img
      src={video.poster}
      alt=""
      loading="lazy"
      onError={fail}
      // A size YouTube does not have comes back as its 120 px grey stand-in.
      onLoad={(e) => e.currentTarget.naturalWidth <= 120 && fail()}
      className="h-full w-full object-cover opacity-80"
    />
  ) : (
    <ProductPicture
      src={video.poster}
      alt=""
      sizes="(min-width: 1024px) 270px, 50vw"
      width={640}
      height={800}
      className="h-full w-full object-cover opacity-80"
    />
  );
  const media = (
    <div ref={box} className="h-full">
      {playing ? (
        <Suspense fallback={poster}>
          <VideoPlayer video={video} startNow />
        </Suspense>
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group block h-full w-full"
          aria-label={`Play video: ${video.title}`}
        >
          {poster}
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="bg-accent text-accent-ink flex size-14 items-center justify-center rounded-full shadow-lg group-hover:scale-105">
              <Play className="size-6" aria-hidden />
            </span>
          </span>
        </button>
      )}
    </div>
  );
  return (
    <GridTile label={video.title} className="bg-black text-white" media={media}>
      <div className="p-3">
        <h3 className="line-clamp-2 text-sm font-semibold">
          <Link to={`/videos/${video.id}`} className="underline-offset-4 hover:underline">
            {video.title}
          </Link>
        </h3>
        {video.product_tags.length > 0 ? (
          <p className="mt-1 text-xs text-neutral-300">
            Featuring {video.product_tags.map((tag) => tag.product.name).join(', ')}
          </p>
        ) : null}
      </div>
    </GridTile>
  );
}
