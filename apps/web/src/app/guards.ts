// Route guards as loaders: on the server they answer a redirect before any HTML is sent; in the
// browser they run before the screen renders. The server still checks every API call itself.
import { redirect } from 'react-router';
import { meQuery, type Me } from '../lib/me';
import type { RouteDeps } from './routes';

/** A loader that lets the visitor in when `allowed`, and otherwise sends them to `to`. */
const guard =
  ({ queryClient, api }: RouteDeps, allowed: (me: Me) => boolean, to = '/') =>
  async () => {
    if (!allowed(await queryClient.fetchQuery(meQuery(api)))) throw redirect(to);
    return null;
  };

/** Signed-in users only; anyone else goes to /. */
export const requireSignedIn = (deps: RouteDeps) => guard(deps, (me) => !!me.user);

/** Admins only (decided by the server from admin_users); anyone else goes to /. */
export const requireAdmin = (deps: RouteDeps) => guard(deps, (me) => !!me.user && me.isAdmin);

/** Pages for guests only, such as /guest-orders: a signed-in user is sent on to `to`. */
export const redirectIfSignedIn = (deps: RouteDeps, to: string) => guard(deps, (me) => !me.user, to);
