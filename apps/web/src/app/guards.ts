// Route guards as loaders: on the server they answer a redirect before any HTML is sent; in the
// browser they run before the screen renders. The server still checks every API call itself.
import { redirect } from 'react-router';
import { meQuery } from '../features/accounts/api/me';
import type { RouteDeps } from './routes';

/** Signed-in users only; anyone else goes to /. */
export const requireSignedIn =
  ({ queryClient, api }: RouteDeps) =>
  async () => {
    const me = await queryClient.fetchQuery(meQuery(api));
    if (!me.user) throw redirect('/');
    return null;
  };

/** Admins only (decided by the server from admin_users); anyone else goes to /. */
export const requireAdmin =
  ({ queryClient, api }: RouteDeps) =>
  async () => {
    const me = await queryClient.fetchQuery(meQuery(api));
    if (!me.user || !me.isAdmin) throw redirect('/');
    return null;
  };

/** Pages for guests only, such as /guest-orders: a signed-in user is sent on to `to`. */
export const redirectIfSignedIn =
  ({ queryClient, api }: RouteDeps, to: string) =>
  async () => {
    const me = await queryClient.fetchQuery(meQuery(api));
    if (me.user) throw redirect(to);
    return null;
  };
