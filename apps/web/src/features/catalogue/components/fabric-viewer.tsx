// The fabric detail viewer: each material's picture and close-up with a magnifier. On a mouse the
// lens follows the pointer over the close-up; on a phone or keyboard, 'Zoom in' enlarges the
// close-up in a frame the shopper pans with a finger or the arrow keys.
import { imageSources } from '@shop/domain/rules';
import { clsx } from 'clsx';
import { Search, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ProductPicture } from '../../../components/ui/product-picture';

export type FabricDetail = { type: string; description: string; mainImage: string; closeupImage: string };

export const NO_FABRIC_DETAILS = 'No fabric details available for this product.';

const ZOOM = 2.5;
const LENS = 160;

function Magnifier({ src, alt }: { src: string; alt: string }) {
  const [lens, setLens] = useState<{ x: number; y: number; w: number; h: number } | null>(null);
  const [zoomed, setZoomed] = useState(false);
  const full = imageSources(src).fallback;
  const frame = useRef<HTMLDivElement>(null);

  // The enlarged close-up opens on its middle, where the detail usually is.
  useEffect(() => {
    const el = frame.current;
    if (!zoomed || !el) return;
    el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
    el.scrollTop = (el.scrollHeight - el.clientHeight) / 2;
  }, [zoomed]);

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({ x: event.clientX - box.left, y: event.clientY - box.top, w: box.width, h: box.height });
  };

  return (
    <div>
      <div
        ref={frame}
        className={clsx(
          'relative aspect-square overflow-hidden rounded-xl bg-neutral-200',
          zoomed ? 'overflow-auto' : 'cursor-zoom-in',
        )}
        onPointerMove={zoomed ? undefined : follow}
        onPointerLeave={() => setLens(null)}
        tabIndex={zoomed ? 0 : undefined}
        role={zoomed ? 'region' : undefined}
        aria-label={zoomed ? `${alt}, enlarged: scroll or use the arrow keys to look around` : undefined}
      >
        {zoomed ? (
          <img
            src={full}
            alt={alt}
            style={{ width: `${ZOOM * 100}%`, maxWidth: 'none' }}
            className="aspect-square object-cover"
          />
        ) : (
          <ProductPicture
            width={640}
            height={640}
            src={src}
            alt={alt}
            sizes="(min-width: 768px) 320px, 90vw"
            className="h-full w-full object-cover"
          />
        )}
        {lens && !zoomed ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute rounded-full border-2 border-white shadow-xl"
            style={{
              width: LENS,
              height: LENS,
              left: lens.x - LENS / 2,
              top: lens.y - LENS / 2,
              backgroundImage: `url("${full}")`,
              backgroundRepeat: 'no-repeat',
              backgroundSize: `${lens.w * ZOOM}px ${lens.h * ZOOM}px`,
              backgroundPosition: `${LENS / 2 - lens.x * ZOOM}px ${LENS / 2 - lens.y * ZOOM}px`,
            }}
          />
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => setZoomed((z) => !z)}
        aria-pressed={zoomed}
        className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold hover:bg-ink/5"
      >
        {zoomed ? (
          <ZoomOut aria-hidden="true" className="size-4" />
        ) : (
          <ZoomIn aria-hidden="true" className="size-4" />
        )}
        {zoomed ? 'Zoom out' : 'Zoom in'}
      </button>
    </div>
  );
}

export function FabricViewer({
  fabrics,
  productName,
}: {
  fabrics: readonly FabricDetail[];
  productName: string;
}) {
  const [chosen, setChosen] = useState(0);
  if (fabrics.length === 0) return <p className="text-muted text-sm">{NO_FABRIC_DETAILS}</p>;
  const fabric = fabrics[Math.min(chosen, fabrics.length - 1)]!;
  return (
    <div>
      {fabrics.length > 1 ? (
        <div role="group" aria-label="Materials" className="mb-3 flex flex-wrap gap-2">
          {fabrics.map((f, i) => (
            <button
              key={`${f.type}-${i}`}
              type="button"
              aria-pressed={i === chosen}
              onClick={() => setChosen(i)}
              className={clsx(
                'min-h-11 rounded-full border px-4 text-sm font-semibold',
                i === chosen ? 'border-ink bg-ink text-paper' : 'border-ink/25 bg-white',
              )}
            >
              {f.type}
            </button>
          ))}
        </div>
      ) : null}
      <h4 className="flex items-center gap-2 font-semibold">
        <Search aria-hidden="true" className="size-4" />
        {fabric.type}
      </h4>
      {fabric.description ? <p className="text-muted mt-1 text-sm">{fabric.description}</p> : null}
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {fabric.mainImage ? (
          <figure>
            <div className="aspect-square overflow-hidden rounded-xl bg-neutral-200">
              <ProductPicture
                width={640}
                height={640}
                src={fabric.mainImage}
                alt={`${fabric.type} on the ${productName}`}
                sizes="(min-width: 768px) 320px, 90vw"
                className="h-full w-full object-cover"
              />
            </div>
            <figcaption className="text-muted mt-1 text-xs">The material</figcaption>
          </figure>
        ) : null}
        {fabric.closeupImage ? (
          <figure>
            <Magnifier src={fabric.closeupImage} alt={`Close-up of the ${fabric.type}`} />
            <figcaption className="text-muted text-xs">Close-up</figcaption>
          </figure>
        ) : null}
      </div>
    </div>
  );
}
