// Home: the hero, then the shop itself: filters, sort and view switch over the mixed grid of products,
// featured bundles and videos; more products on request; recently viewed and trust badges below.
// Rendered by the server with its first page of data; the filter panel, the swipe feed and the
// product dialog load only when first used.
import type { SortOption } from '@shop/domain/rules';
import { activeFilterCount } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  featuredBundlesQuery,
  fetchNextPage,
  productListQuery,
  videosQuery,
} from '../../features/catalogue/api/catalogue-queries';
import type { ProductCard } from '../../features/catalogue/api/types';
import { CatalogueToolbar } from '../../features/catalogue/components/catalogue-toolbar';
import { Hero } from '../../features/catalogue/components/hero';
import { MixedGrid } from '../../features/catalogue/components/mixed-grid';
import { useCatalogueFilters } from '../../features/catalogue/hooks/use-catalogue-filters';
import { useViewMode } from '../../features/catalogue/hooks/use-view-mode';
import { buttonClasses } from '../../components/ui/button';
import { AfterHydration } from '../../components/after-hydration';
import { Island } from '../ssr/island';
import { notify } from '../../lib/notify';
import { useApi } from '../../lib/use-api';
import { meQuery } from '../../lib/me';

const FilterPanel = lazy(() => import('../../features/catalogue/components/filter-panel'));
const TntFeed = lazy(() => import('../../features/catalogue/components/tnt-feed'));
const ProductDialog = lazy(() => import('../../features/catalogue/components/product-dialog'));
const EarlyAccessBanner = lazy(() => import('../../features/catalogue/components/early-access-banner'));

const loadLowerSections = () => import('../../features/catalogue/components/home-lower-sections');
const loadHighlights = () => import('../../features/highlights/components/highlights-row');

type More = { key: string; products: ProductCard[]; cursor: string | null; loading: boolean };

export function Component() {
  const api = useApi();
  const { filters, listing, apply } = useCatalogueFilters();
  const key = JSON.stringify(listing);
  const list = useQuery(productListQuery(api, listing));
  const filtered = activeFilterCount(filters) > 0;
  // Bundles and videos mix into the unfiltered shop; a filtered view shows only matching products.
  const bundles = useQuery({ ...featuredBundlesQuery(api), enabled: !filtered }).data?.bundles ?? [];
  const videos = useQuery({ ...videosQuery(api), enabled: !filtered }).data?.videos ?? [];
  const [mode, setMode] = useViewMode();
  const [panelOpen, setPanelOpen] = useState(false);
  const [opened, setOpened] = useState<ProductCard | null>(null);
  const [more, setMore] = useState<More | null>(null);
  const location = useLocation();
  // Members' early-access banner: after hydration, for signed-in shoppers only (visitors load nothing).
  const signedIn = useQuery(meQuery(api)).data?.user != null;

  useEffect(() => {
    if (list.isError) notify.error('Failed to load products');
  }, [list.isError]);

  const extra = more?.key === key ? more : null;
  const products = [...(list.data?.products ?? []), ...(extra?.products ?? [])];
  const cursor = extra ? extra.cursor : (list.data?.next_cursor ?? null);

  const loadMore = async () => {
    if (!cursor) return;
    setMore({ key, products: extra?.products ?? [], cursor, loading: true });
    try {
      const page = await fetchNextPage(api, listing, cursor);
      setMore({
        key,
        products: [...(extra?.products ?? []), ...page.products],
        cursor: page.next_cursor,
        loading: false,
      });
    } catch {
      notify.error('Failed to load products');
      setMore({ key, products: extra?.products ?? [], cursor, loading: false });
    }
  };

  return (
    <>
      <Hero />
      <Island name="home-highlights" load={loadHighlights} />
      {signedIn ? (
        <AfterHydration>
          <Suspense fallback={null}>
            <div className="px-4">
              <EarlyAccessBanner />
            </div>
          </Suspense>
        </AfterHydration>
      ) : null}
      <section id="shop" aria-labelledby="shop-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10">
        <h2 id="shop-heading" className="mb-4 text-2xl font-bold tracking-tight">
          Latest drops
        </h2>
        <CatalogueToolbar
          filters={filters}
          onFilters={() => setPanelOpen(true)}
          onSort={(sort: SortOption) => apply({ ...filters, sort })}
          mode={mode}
          onMode={setMode}
        />
        {list.isPending ? (
          <p className="text-muted" role="status">
            Loading the shop…
          </p>
        ) : products.length === 0 ? (
          <p className="text-muted py-10 text-center" role="status">
            {filtered ? 'No content found matching your criteria' : 'No products found'}
          </p>
        ) : (
          <MixedGrid
            listing={key}
            products={products}
            bundles={filtered ? [] : bundles}
            videos={filtered ? [] : videos}
            compact={mode === 'compact'}
            onOpen={setOpened}
          />
        )}
        {cursor ? (
          <div className="mt-8 flex justify-center">
            <button
              type="button"
              onClick={loadMore}
              disabled={extra?.loading}
              className={buttonClasses('outline')}
            >
              {extra?.loading ? 'Loading…' : 'Show more'}
            </button>
          </div>
        ) : null}
      </section>
      <Island name="home-lower" load={loadLowerSections} />
      <Suspense fallback={null}>
        {panelOpen ? (
          <FilterPanel
            key={location.search}
            filters={filters}
            onApply={apply}
            onClose={() => setPanelOpen(false)}
          />
        ) : null}
        {mode === 'tnt' && products.length > 0 ? (
          <TntFeed products={products} onClose={() => setMode('normal')} onOpen={setOpened} />
        ) : null}
        {opened ? <ProductDialog product={opened} onClose={() => setOpened(null)} /> : null}
      </Suspense>
    </>
  );
}
