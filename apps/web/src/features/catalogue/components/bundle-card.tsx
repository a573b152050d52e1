// A featured bundle in the mixed grid: its picture, what is inside (first 3 pictures and '+ n more'),
// the bundle price and what it saves against buying the pieces one by one.
import { bundlePreview, formatKes, imageVariantUrl } from '@shop/domain';
import { Link } from 'react-router';
import type { Bundle } from '../api/types';

/** What a bundle saves: the stored savings, or the pieces' total less the bundle price. */
export const bundleSavings = (bundle: Pick<Bundle, 'savings' | 'components_total' | 'price'>) =>
  Math.max(bundle.savings, bundle.components_total - bundle.price, 0);

export function BundleCard({ bundle }: { bundle: Bundle }) {
  const cover = bundle.featured_image ?? bundle.images[0] ?? bundle.bundle_items[0]?.product.images[0];
  const preview = bundlePreview(
    bundle.bundle_items.map((item) => item.product.images[0] ?? '').filter(Boolean),
  );
  const savings = bundleSavings(bundle);
  return (
    <article
      className="bg-ink text-paper relative flex h-full flex-col overflow-hidden rounded-xl"
      aria-label={bundle.name}
    >
      <div className="relative aspect-[4/5] bg-neutral-800">
        {cover ? (
          <img
            src={imageVariantUrl(cover, 640)}
            alt=""
            width={640}
            height={800}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover opacity-90"
          />
        ) : null}
        <span className="bg-accent text-accent-ink absolute top-2 left-2 rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wide">
          BUNDLE · {bundle.bundle_items.length} ITEMS
        </span>
        <div className="absolute bottom-2 left-2 flex items-center gap-1" aria-hidden>
          {preview.images.map((src) => (
            <img
              key={src}
              src={imageVariantUrl(src, 320)}
              alt=""
              width={32}
              height={40}
              loading="lazy"
              className="h-10 w-8 rounded border border-white/70 object-cover"
            />
          ))}
          {preview.moreText ? (
            <span className="rounded bg-black/60 px-1 text-xs font-semibold whitespace-nowrap">
              {preview.moreText}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold">
          <Link to={`/bundles/${bundle.slug}`} className="after:absolute after:inset-0 after:content-['']">
            {bundle.name}
          </Link>
        </h3>
        <p className="text-accent font-bold">{formatKes(bundle.price)}</p>
        {savings > 0 ? <p className="text-xs text-emerald-300">Save {formatKes(savings)}</p> : null}
      </div>
    </article>
  );
}
