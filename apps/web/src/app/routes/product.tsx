// /products/{id or slug}: the product's own page, rendered by the server with its data (so a shared
// link previews well and the picture paints first), then hydrated. A product the shopper may not see
// gets the not-found page, with HTTP status 404 from the server.
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLoaderData, useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { productQuery } from '../../features/catalogue/api/catalogue-queries';
import type { ProductDetail } from '../../features/catalogue/api/types';
import { ProductDetails } from '../../features/catalogue/components/product-details';
import { NotFoundContent } from '../../features/content/components/not-found-content';
import { recordRecentlyViewed } from '../../lib/recently-viewed';
import { useApi } from '../../lib/use-api';
import type { OfferPageData } from '../product-loaders';

export function Component() {
  const loaded = useLoaderData() as OfferPageData | undefined;
  const { idOrSlug = '' } = useParams();
  if (loaded && 'notFound' in loaded) return <NotFoundContent />;
  return <ProductPage idOrSlug={idOrSlug} />;
}

function ProductPage({ idOrSlug }: { idOrSlug: string }) {
  const { data } = useQuery(productQuery(useApi(), idOrSlug));
  const product = data?.product;
  // The loader has the product in the cache before this renders; nothing to show otherwise.
  if (!product) return null;
  return <ProductView key={product.id} product={product} />;
}

function ProductView({ product }: { product: ProductDetail }) {
  useEffect(() => {
    recordRecentlyViewed(product);
  }, [product]);
  return (
    <Container className="py-4 sm:py-8">
      <nav aria-label="Breadcrumb" className="text-muted mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-ink underline-offset-4 hover:underline">
              Shop
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li>
            <Link
              to={`/?category=${encodeURIComponent(product.category)}`}
              className="hover:text-ink capitalize underline-offset-4 hover:underline"
            >
              {product.category}
            </Link>
          </li>
          {/* The name is the heading right below; a phone has no room to say it twice. */}
          <li aria-hidden="true" className="hidden sm:block">
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="text-ink hidden font-medium sm:line-clamp-1">
            {product.name}
          </li>
        </ol>
      </nav>
      <ProductDetails product={product} detail={product} variant="page" titleId="product-title" />
    </Container>
  );
}
