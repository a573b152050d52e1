// The one check in front of every admin endpoint: admin_users read on this request (AC-3), and with
// ADMIN_REQUIRE_2FA a second factor in this session (AUTH-7). Guests and customers get 403.
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../app-deps';
import { errorBody } from '../../lib/errors';
import { getViewer, type ViewerUser } from './accounts.service';

export const ADMIN_ONLY_MESSAGE = 'Only shop admins can do this.';
export const SECOND_FACTOR_MESSAGE = 'Verify your second factor to use admin tools.';

/** Admin routes know who the admin is (order history records who changed what). */
export type AdminEnv = { Variables: { admin: ViewerUser } };

export const adminOnly =
  (deps: AppDeps): MiddlewareHandler<AdminEnv> =>
  async (c, next) => {
    const viewer = await getViewer(deps, c.req.raw.headers);
    if (viewer.isAdmin && viewer.user) {
      c.set('admin', viewer.user);
      return next();
    }
    if (viewer.secondFactorRequired)
      return c.json(errorBody('second_factor_required', SECOND_FACTOR_MESSAGE), 403);
    return c.json(errorBody('forbidden', ADMIN_ONLY_MESSAGE), 403);
  };
