// Home: the hero and the newest products. The full storefront (filters, sorts, mixed grid with
// bundles and videos, views) comes with the storefront issue; this page already renders on the
// server with its data so the first paint is the real shop.
import { useQuery } from '@tanstack/react-query';
import { latestProductsQuery } from '../../features/catalogue/api/products';
import { Hero } from '../../features/catalogue/components/hero';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { useApi } from '../../lib/use-api';

export function Component() {
  const { data } = useQuery(latestProductsQuery(useApi()));
  return (
    <>
      <Hero />
      <section aria-labelledby="latest-heading" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="latest-heading" className="mb-6 text-2xl font-bold tracking-tight">
          Latest drops
        </h2>
        <ProductGrid products={data?.products ?? []} />
      </section>
    </>
  );
}
