// The API client for components. One client per page load (browser) or per request (server), so it
// travels through context rather than a module-level singleton that would leak between requests.
import { createContext, useContext } from 'react';
import type { Api } from './api-client';

export const ApiContext = createContext<Api | null>(null);

/** The shop's typed API client; the app root provides it. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs <ApiContext.Provider value={api}> around the app.');
  return api;
}
