// Data a server-rendered page needs before it renders; it travels inside the HTML (dehydrated).
import { meQuery } from '../features/accounts/api/me';
import { latestProductsQuery } from '../features/catalogue/api/products';
import type { RouteDeps } from './routes';

/** Home: the first page of the catalogue. */
export const homeLoader =
  ({ queryClient, api }: RouteDeps) =>
  async () => {
    await queryClient.ensureQueryData(latestProductsQuery(api));
    return null;
  };

/**
 * Every page: who is signed in. On the server this travels with the HTML, so the navbar is right on
 * the first paint and the browser need not ask (nor load the API client) while hydrating.
 */
export const rootLoader =
  ({ queryClient, api }: RouteDeps) =>
  async () => {
    await queryClient.ensureQueryData(meQuery(api));
    return null;
  };
