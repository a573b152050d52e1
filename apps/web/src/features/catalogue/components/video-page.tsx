// A video's own page (/videos/{id}): the player, its title and description, a share button and the
// pieces tagged in it, each opening the same product popup as its pin.
import { formatKes } from '@shop/domain/rules';
import { Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ProductPicture } from '../../../components/ui/product-picture';
import type { VideoDetail, VideoPin } from '../api/types';
import { postVideoEvent } from '../api/video-events';
import { shareVideo } from '../api/video-share';
import VideoPlayer from './video-player';

const VideoPinDialog = lazy(() => import('./video-pin-dialog'));

/** Each tagged product once, in the order it first shows. */
const taggedProducts = (pins: readonly VideoPin[]) =>
  pins.filter((pin, i) => pins.findIndex((p) => p.product.id === pin.product.id) === i).map((p) => p.product);

export function VideoPage({ video }: { video: VideoDetail }) {
  const [opened, setOpened] = useState<string | null>(null);
  const pieces = taggedProducts(video.product_tags);
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] md:gap-10">
      <div className="relative mx-auto aspect-[4/5] w-full max-w-md overflow-hidden rounded-2xl bg-black md:max-w-none">
        <VideoPlayer video={video} eager />
      </div>
      <div className="flex min-w-0 flex-col gap-4">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{video.title}</h1>
        {video.description ? (
          <p className="text-sm leading-relaxed whitespace-pre-line">{video.description}</p>
        ) : null}
        <div>
          <Button variant="outline" onClick={() => void shareVideo(video)}>
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </Button>
        </div>
        {pieces.length > 0 ? (
          <section aria-labelledby="video-pieces">
            <h2 id="video-pieces" className="mb-3 text-lg font-bold">
              Shop this video
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {pieces.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    onClick={() => setOpened(product.slug)}
                    className="border-ink/10 hover:border-ink/30 focus-visible:outline-accent block w-full overflow-hidden rounded-xl border text-left focus-visible:outline-2"
                  >
                    <span className="block aspect-[4/5] bg-neutral-100">
                      <ProductPicture
                        src={product.images[0]}
                        alt=""
                        sizes="(min-width: 768px) 180px, 45vw"
                        width={640}
                        height={800}
                        className="h-full w-full object-cover"
                      />
                    </span>
                    <span className="block p-2">
                      <span className="line-clamp-2 text-sm font-semibold">{product.name}</span>
                      <span className="mt-1 block text-sm font-bold">{formatKes(product.price)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {opened ? (
        <Suspense fallback={null}>
          <VideoPinDialog
            slug={opened}
            onShown={() => undefined}
            onAdded={() => postVideoEvent(video.id, 'add_to_bag')}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
