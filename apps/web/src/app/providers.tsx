import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/ui/lazy-toaster';
import type { Api } from '../lib/api-client';
import { ShopConfigContext, type ShopConfig } from '../lib/shop-config';
import { ApiContext } from '../lib/use-api';

/** A query client for one page load (browser) or one request (server). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });

/** Everything every screen relies on: data cache, shop settings and toasts (4 s; errors 5 s). */
export function Providers({
  queryClient,
  api,
  config,
  children,
}: {
  queryClient: QueryClient;
  api: Api;
  config: ShopConfig;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={api}>
        <ShopConfigContext.Provider value={config}>
          {children}
          <LazyToaster />
        </ShopConfigContext.Provider>
      </ApiContext.Provider>
    </QueryClientProvider>
  );
}
