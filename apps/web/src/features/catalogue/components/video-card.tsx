// A shop video in the mixed grid: its poster and a play button. The player (YouTube embed or the
// shop's own file, muted at first as the spec asks) is fetched when the shopper presses play.
import { Play } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ProductPicture } from '../../../components/ui/product-picture';
import type { Video } from '../api/types';
import { GridTile } from './grid-tile';

const VideoPlayer = lazy(() => import('./video-player'));

export function VideoCard({ video }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const poster = (
    <ProductPicture
      src={video.poster}
      alt=""
      sizes="(min-width: 1024px) 270px, 50vw"
      width={640}
      height={800}
      className="h-full w-full object-cover opacity-80"
    />
  );
  const media = playing ? (
    <Suspense fallback={poster}>
      <VideoPlayer url={video.url} title={video.title} poster={video.poster} />
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
  );
  return (
    <GridTile label={video.title} className="bg-black text-white" media={media}>
      <div className="p-3">
        <h3 className="line-clamp-2 text-sm font-semibold">{video.title}</h3>
        {video.product_tags.length > 0 ? (
          <p className="mt-1 text-xs text-neutral-300">
            Featuring {video.product_tags.map((tag) => tag.product.name).join(', ')}
          </p>
        ) : null}
      </div>
    </GridTile>
  );
}
