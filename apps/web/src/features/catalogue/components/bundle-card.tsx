// A featured bundle in the mixed grid: its picture, what is inside (first 3 pictures and '+ n more'),
// the bundle price and what it saves against buying the pieces one by one.
import { bundlePreview, formatKes, imageVariantUrl, type ImageWidth } from '@shop/domain/rules';
import { Link } from 'react-router';
import type { Bundle } from '../api/types';
import { GridTile } from './grid-tile';

/** What a bundle saves: the stored savings, or the pieces' total less the bundle price. */
export const bundleSavings = (bundle: Pick<Bundle, 'savings' | 'components_total' | 'price'>) =>
  Math.max(bundle.savings, bundle.components_total - bundle.price, 0);

/** A picture of the bundle at one of its stored widths, loaded as it nears the screen. */
function VariantImage(props: {
  src: string;
  variant: ImageWidth;
  width: number;
  height: number;
  className: string;
}) {
  return (
    <img
      src={imageVariantUrl(props.src, props.variant)}
      alt=""
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
      className={props.className}
    />
  );
}

export function BundleCard({ bundle }: { bundle: Bundle }) {
  const cover = bundle.featured_image ?? bundle.images[0] ?? bundle.bundle_items[0]?.product.images[0];
  const preview = bundlePreview(
    bundle.bundle_items.map((item) => item.product.images[0] ?? '').filter(Boolean),
  );
  const savings = bundleSavings(bundle);
  const media = (
    <>
      {cover ? (
        <VariantImage
          src={cover}
          variant={640}
          width={640}
          height={800}
          className="h-full w-full object-cover opacity-90"
        />
      ) : null}
      <span className="bg-accent text-accent-ink absolute top-2 left-2 rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wide">
        BUNDLE · {bundle.bundle_items.length} ITEMS
      </span>
      <div className="absolute bottom-2 left-2 flex items-center gap-1" aria-hidden>
        {preview.images.map((src) => (
          <VariantImage
            key={src}
            src={src}
            variant={320}
            width={32}
            height={40}
            className="h-10 w-8 rounded border border-white/70 object-cover"
          />
        ))}
        {preview.moreText ? (
          <span className="rounded bg-black/60 px-1 text-xs font-semibold whitespace-nowrap">
            {preview.moreText}
          </span>
        ) : null}
      </div>
    </>
  );
  return (
    <GridTile label={bundle.name} className="bg-ink text-paper" media={media} mediaClassName="bg-neutral-800">
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold">
          <Link to={`/bundles/${bundle.slug}`} className="after:absolute after:inset-0 after:content-['']">
            {bundle.name}
          </Link>
        </h3>
        <p className="text-accent font-bold">{formatKes(bundle.price)}</p>
        {savings > 0 ? <p className="text-xs text-emerald-300">Save {formatKes(savings)}</p> : null}
      </div>
    </GridTile>
  );
}
