// One picture of a product, bundle or video. The shop's own pictures come as AVIF and WebP in every
// stored width and the browser picks; an outside picture loads directly from a known image host or
// through the image proxy; with no picture, or one that fails to load, the neutral placeholder shows
// (spec: image load failure → placeholder image). Renders the same on the server and in the browser.
import { imageSources } from '@shop/domain/rules';
import { useEffect, useRef, useState } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export type ProductPictureProps = {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the picture shows at each viewport width. */
  sizes: string;
  /** Intrinsic size, so the page reserves the space before the picture arrives (no layout shift). */
  width: number;
  height: number;
  /** The page's main picture (LCP): load at once, with high priority. Others load lazily. */
  eager?: boolean;
  className?: string;
};

// How far the picture has fallen back: a missing AVIF file (a shop seeded before AVIF existed) drops
// to WebP before the placeholder, since a browser never tries the next source by itself.
type Stage = 'full' | 'webp' | 'placeholder';

export function ProductPicture({
  src,
  alt,
  sizes,
  width,
  height,
  eager = false,
  className,
}: ProductPictureProps) {
  const sources = src ? imageSources(src) : null;
  const [failure, setFailure] = useState<{ src: string; stage: Stage } | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const failed = failure !== null && failure.src === src ? failure.stage : null;
  const stage: Stage = sources?.fallback ? (failed ?? 'full') : 'placeholder';

  const onError = () => {
    if (!src || stage === 'placeholder') return;
    const next = stage === 'full' && sources?.avif ? 'webp' : 'placeholder';
    setFailure({ src, stage: next });
  };

  // A server-rendered picture can fail before React listens; report it the way the browser would.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && !img.currentSrc.endsWith(PLACEHOLDER_IMAGE)) {
      img.dispatchEvent(new Event('error'));
    }
  }, []);

  const shown = stage === 'placeholder' ? null : sources;
  return (
    <picture className="contents">
      {stage === 'full' && shown?.avif ? (
        <source type="image/avif" srcSet={shown.avif} sizes={sizes} />
      ) : null}
      <img
        ref={ref}
        srcSet={shown?.webp ?? undefined}
        sizes={shown?.webp ? sizes : undefined}
        src={shown?.fallback ?? PLACEHOLDER_IMAGE}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={className}
        onError={onError}
      />
    </picture>
  );
}
