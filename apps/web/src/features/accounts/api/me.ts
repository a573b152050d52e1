// Who is using the shop right now, as the server sees it (session cookie + admin_users).
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export type Me = { user: { id: string; email: string; name: string } | null; isAdmin: boolean };

/** The query for the current user; short-lived so sign-in changes show quickly. */
export const meQuery = (api: Api) => ({
  queryKey: ['me'] as const,
  queryFn: async (): Promise<Me> => readJson<Me>(await (await api()).me.$get()),
  staleTime: 30_000,
});
