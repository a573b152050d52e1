// Who is chatting: a signed-in customer by their account; a guest by a random token in an httpOnly
// cookie that their first message sets (only its hash is stored, so the table gives no one a guest's
// conversation). A guest who signs in keeps their conversation: it becomes the account's.
import { createHash, randomBytes } from 'node:crypto';
import type { CustomerTier } from '@shop/domain/rules';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDeps } from '../../app-deps';
import { getViewer, type Viewer } from '../accounts/accounts.service';
import { adoptGuestConversations, type ChatOwner } from './chat.repo';

export const CHAT_COOKIE = 'shop_chat';
const COOKIE_PATH = '/api/chat';
const COOKIE_MAX_AGE = 365 * 24 * 3600;

type Deps = Pick<AppDeps, 'auth' | 'database' | 'config'>;

export type Chatter = {
  /** Null: a guest who has not written yet (nothing to read). */
  owner: ChatOwner | null;
  viewer: Viewer;
  tier: CustomerTier;
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const tokenOf = (c: Context) => {
  const token = getCookie(c, CHAT_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
};

/** The person asking, as chat knows them; `create` gives a guest without a token a new one. */
export async function chatterOf(deps: Deps, c: Context, { create = false } = {}): Promise<Chatter> {
  const viewer = await getViewer(deps, c.req.raw.headers);
  const tier = viewer.tier ?? 'regular';
  const token = tokenOf(c);
  if (viewer.user) {
    if (token) {
      await adoptGuestConversations(deps.database.db, hashOf(token), viewer.user.id);
      deleteCookie(c, CHAT_COOKIE, { path: COOKIE_PATH });
    }
    return { owner: { userId: viewer.user.id }, viewer, tier };
  }
  if (token) return { owner: { guestTokenHash: hashOf(token) }, viewer, tier };
  if (!create) return { owner: null, viewer, tier };
  const fresh = randomBytes(32).toString('base64url');
  setCookie(c, CHAT_COOKIE, fresh, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.config.PUBLIC_URL?.startsWith('https://') ?? false,
    maxAge: COOKIE_MAX_AGE,
  });
  return { owner: { guestTokenHash: hashOf(fresh) }, viewer, tier };
}
