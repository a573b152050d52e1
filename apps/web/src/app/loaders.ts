// Data a server-rendered page needs before it renders; it travels inside the HTML (dehydrated).
import { latestProductsQuery } from '../features/catalogue/api/products';
import type { RouteDeps } from './routes';

/** Home: the first page of the catalogue. */
export const homeLoader =
  ({ queryClient, api }: RouteDeps) =>
  async () => {
    await queryClient.ensureQueryData(latestProductsQuery(api));
    return null;
  };
