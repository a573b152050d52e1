// A product's pictures (and its video, when it has one) as a native scroll-snap strip: a finger
// swipes it with no script; thumbnails and arrows serve mouse and keyboard. The first picture is the
// page's largest paint, so on the product page it loads at once with high priority and the rest
// wait until they are near. The video's player is only fetched when the shopper presses play.
import { youtubeEmbedUrl, youtubeVideoId } from '@shop/domain/rules';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_IMAGE, ProductPicture } from '../../../components/ui/product-picture';

function VideoSlide({ url, poster, name }: { url: string; poster?: string; name: string }) {
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const youtube = youtubeVideoId(url);
  if (failed) {
    return (
      <div className="flex h-full w-full items-center justify-center bg-red-700 text-lg font-bold text-white">
        Video Unavailable
      </div>
    );
  }
  if (!playing) {
    return (
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="group/play relative flex h-full w-full items-center justify-center bg-neutral-900"
        aria-label={`Play the video of ${name}`}
      >
        {poster ? (
          <ProductPicture
            width={640}
            height={800}
            src={poster}
            alt=""
            sizes="50vw"
            className="h-full w-full object-cover opacity-70"
          />
        ) : null}
        <span className="bg-paper/90 absolute flex size-16 items-center justify-center rounded-full shadow-lg group-hover/play:scale-105">
          <Play aria-hidden="true" className="size-7 translate-x-0.5" />
        </span>
      </button>
    );
  }
  if (youtube) {
    return (
      <iframe
        src={`${youtubeEmbedUrl(youtube)}?autoplay=1&rel=0`}
        title={`Video of ${name}`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="h-full w-full border-0"
      />
    );
  }
  return (
    <video
      src={url}
      controls
      autoPlay
      muted
      playsInline
      aria-label={`Video of ${name}`}
      onError={() => setFailed(true)}
      className="h-full w-full bg-black object-contain"
    />
  );
}

type GalleryProps = {
  images: readonly string[];
  name: string;
  videoUrl?: string | null;
  sizes: string;
  /** The page's main picture: loaded at once, high priority. */
  eager?: boolean;
};

export function ProductGallery({ images, name, videoUrl, sizes, eager = false }: GalleryProps) {
  const strip = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The slide an arrow or thumbnail asked for, until the strip gets there. On a busy phone a smooth
  // scroll can pause mid-way; reading the position then would pull the index back to a slide
  // between, and the next press would start from there. A finger on the strip takes over.
  const aim = useRef<number | null>(null);
  useEffect(() => () => clearTimeout(settle.current), []);
  const pictures = images.length > 0 ? images : [PLACEHOLDER_IMAGE];
  const slides = pictures.length + (videoUrl ? 1 : 0);

  const show = (next: number) => {
    const el = strip.current;
    if (!el) return;
    const target = (next + slides) % slides;
    aim.current = target;
    el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  return (
    <div className="w-full">
      <div
        className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-neutral-200"
        role="region"
        aria-roledescription="carousel"
        aria-label={`Pictures of ${name}`}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') show(index + 1);
          if (event.key === 'ArrowLeft') show(index - 1);
        }}
      >
        <div
          ref={strip}
          className="flex h-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          onScroll={(event) => {
            // Read the picture once the strip comes to rest: midway through a smooth scroll the
            // position would pull the index back to where the strip started.
            const el = event.currentTarget;
            clearTimeout(settle.current);
            settle.current = setTimeout(() => {
              const at = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
              if (aim.current !== null && at !== aim.current) return;
              aim.current = null;
              setIndex(at);
            }, 120);
          }}
          onPointerDown={(event) => {
            // The arrows sit inside the strip; pressing one sets a new aim rather than letting go.
            if (!(event.target as Element).closest('[data-arrow]')) aim.current = null;
          }}
          onWheel={() => (aim.current = null)}
        >
          {pictures.map((src, i) => (
            <div key={`${src}-${i}`} className="h-full w-full shrink-0 snap-start">
              <ProductPicture
                width={640}
                height={800}
                src={src}
                alt={i === 0 ? name : `${name}, picture ${i + 1} of ${pictures.length}`}
                sizes={sizes}
                eager={eager && i === 0}
                className="h-full w-full object-cover"
              />
            </div>
          ))}
          {videoUrl ? (
            <div className="h-full w-full shrink-0 snap-start">
              <VideoSlide url={videoUrl} poster={images[0]} name={name} />
            </div>
          ) : null}
          {/* The arrows sit inside the strip, so its pictures are reachable by keyboard through it; their
              containing block is the frame around the strip, so they stay put while it scrolls. */}
          {slides > 1 ? (
            <>
              <button
                type="button"
                aria-label="Previous picture"
                data-arrow
                onClick={() => show(index - 1)}
                className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 shadow"
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
              </button>
              <button
                type="button"
                aria-label="Next picture"
                data-arrow
                onClick={() => show(index + 1)}
                className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/85 shadow"
              >
                <ChevronRight aria-hidden="true" className="size-5" />
              </button>
            </>
          ) : null}
        </div>
        {/* On a phone the thumbnails give way to dots: the picture and the price stay in view. */}
        {slides > 1 ? (
          <div
            className="pointer-events-none absolute bottom-3 flex w-full justify-center gap-1.5 sm:hidden"
            aria-hidden="true"
          >
            {Array.from({ length: slides }, (_, i) => (
              <span key={i} className={clsx('size-2 rounded-full', i === index ? 'bg-ink' : 'bg-ink/25')} />
            ))}
          </div>
        ) : null}
      </div>
      {slides > 1 ? (
        <ul className="mt-3 hidden gap-2 overflow-x-auto pb-1 sm:flex" aria-label="Choose a picture">
          {pictures.map((src, i) => (
            <li key={`${src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={`Show picture ${i + 1} of ${pictures.length}`}
                aria-current={index === i}
                className={clsx(
                  'block h-16 w-13 overflow-hidden rounded-lg border-2',
                  index === i ? 'border-ink' : 'border-transparent opacity-70 hover:opacity-100',
                )}
              >
                <ProductPicture
                  width={640}
                  height={800}
                  src={src}
                  alt=""
                  sizes="52px"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
          {videoUrl ? (
            <li className="shrink-0">
              <button
                type="button"
                onClick={() => show(pictures.length)}
                aria-label="Show the video"
                aria-current={index === pictures.length}
                className={clsx(
                  'bg-ink text-paper flex h-16 w-13 items-center justify-center rounded-lg border-2',
                  index === pictures.length ? 'border-accent' : 'border-transparent',
                )}
              >
                <Play aria-hidden="true" className="size-5" />
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
