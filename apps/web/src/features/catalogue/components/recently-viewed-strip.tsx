// The last products this device looked at (up to 10), read after the page is on screen: the server
// cannot know them, so the strip appears only in the browser and only when there is something in it.
import { formatKes, imageVariantUrl } from '@shop/domain/rules';
import { Link } from 'react-router';
import { useDeviceStore } from '../../../lib/device-store';
import { recentlyViewed, type RecentlyViewedProduct } from '../../../lib/recently-viewed';

const NONE: RecentlyViewedProduct[] = [];

export function RecentlyViewedStrip() {
  const items = useDeviceStore(recentlyViewed, (list) => list, NONE);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="mx-auto max-w-6xl px-4 pb-10">
      <h2 id="recent-heading" className="mb-3 text-lg font-bold">
        Recently viewed
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {items.map((item) => (
          <li key={item.id} className="w-28 shrink-0 snap-start">
            <Link to={`/products/${item.slug}`} className="block">
              <img
                src={item.image ? imageVariantUrl(item.image, 320) : '/placeholder.svg'}
                alt=""
                width={112}
                height={140}
                loading="lazy"
                className="aspect-[4/5] w-full rounded-lg bg-neutral-200 object-cover"
              />
              <span className="mt-1 line-clamp-1 block text-xs">{item.name}</span>
              <span className="block text-xs font-bold">{formatKes(item.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
