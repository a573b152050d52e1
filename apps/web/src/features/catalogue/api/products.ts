// The first page of the catalogue, newest first, as the home page shows it.
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export type ProductCard = {
  id: string;
  slug: string;
  name: string;
  price: number;
  originalPrice: number | null;
  discountPercentage: number;
  category: string;
  stock: number;
  images: string[];
};

/** The newest active products (first page). */
export const latestProductsQuery = (api: Api) => ({
  queryKey: ['catalogue', 'products', 'latest'] as const,
  queryFn: async () => readJson<{ products: ProductCard[] }>(await (await api()).catalogue.products.$get()),
  staleTime: 60_000,
});
