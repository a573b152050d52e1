import { formatKes, imageSrcSet, imageVariantUrl, stockBadge } from '@shop/domain';
import { Link } from 'react-router';
import type { ProductCard as Product } from '../api/products';

/** One product: picture, name, price (crossed original when discounted) and stock. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const image = product.images[0];
  const discounted = product.originalPrice !== null && product.originalPrice > product.price;
  return (
    <Link to={`/products/${product.slug}`} className="group block">
      <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-neutral-200">
        {image ? (
          <img
            src={imageVariantUrl(image, 640)}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 1024px) 270px, (min-width: 768px) 33vw, 50vw"
            alt={product.name}
            width={640}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-cover transition-transform group-hover:scale-105"
          />
        ) : null}
        {product.discountPercentage > 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
            -{product.discountPercentage}%
          </span>
        ) : null}
      </div>
      <h3 className="mt-2 line-clamp-2 text-sm font-medium">{product.name}</h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-2">
        <span className="font-bold">{formatKes(product.price)}</span>
        {discounted ? <s className="text-muted text-xs">{formatKes(product.originalPrice!)}</s> : null}
      </p>
      <p className={product.stock > 0 ? 'text-xs text-emerald-700' : 'text-xs text-red-700'}>
        {stockBadge(product.stock).text}
      </p>
    </Link>
  );
}
