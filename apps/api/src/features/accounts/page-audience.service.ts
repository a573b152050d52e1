// A signed-in shopper's storefront page, rendered once for their whole audience. What `/` or a product
// page shows a member depends only on their audience (tier, early access, admin, style preferences);
// the person shows only in the navbar's greeting and in the page's copy of GET /api/me. So the page is
// rendered with a stand-in person whose name, e-mail and id are marks no real text contains, kept per
// audience like a visitor's page, and filled in for each shopper: their own `me` in place of the
// stand-in's, their first name and e-mail in place of the marks. A page where a mark is left over (a
// place this does not know how to fill) is not used: the shopper gets a page rendered for them alone.
import { randomBytes } from 'node:crypto';
import { greetingNameOf } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { viewerOf, type Viewer } from './accounts.service';
import { actAsAudience } from './audience-requests';
import { AnswerCache } from '../../lib/answer-cache';
import { audienceOf, sessionCookieOf, shopperOf } from './shopper.service';
import { shopperStanding } from './shopper.repo';

export type PageAudience = {
  /** The cache key: the same for every shopper whose page is the same. */
  key: string;
  /** Marks an in-process request of the shared render as the audience's. */
  actAs: (headers: Headers) => void;
  /** The shared page filled in for this shopper; null when it cannot be (render one for them). */
  personalize: (html: string) => string | null;
};

// New marks each process start: nobody can plant one in a product name or a review beforehand.
const MARK = `m${randomBytes(8).toString('hex')}`;
const MARK_NAME = `${MARK}n`;
const MARK_EMAIL = `${MARK}e`;
const MARK_ID = `${MARK}i`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
/** Where the page's data begins (web/page-head.ts jsonScript): markup before it, JSON after. */
const DATA_SCRIPT = '<script type="application/json"';
/** As the page's data script writes JSON (web/page-head.ts jsonScript). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The stand-in the shared render's GET /api/me answers: the audience's standing, marks for the person. */
function standIn(viewer: Viewer): Viewer {
  return {
    user: {
      id: MARK_ID,
      email: MARK_EMAIL,
      name: MARK_NAME,
      emailVerified: false,
      twoFactorEnabled: false,
      phoneNumber: null,
      phoneNumberVerified: false,
    },
    isAdmin: viewer.isAdmin,
    tier: viewer.tier,
    earlyAccessMember: viewer.earlyAccessMember,
    secondFactorRequired: viewer.secondFactorRequired,
    session: null,
  };
}

type Deps = Pick<AppDeps, 'auth' | 'database' | 'config'>;

const remembered = new WeakMap<Deps['config'], AnswerCache<PageAudience | null>>();

/**
 * The audience of the shopper sending `headers`, or null when nobody is signed in (their page is a
 * visitor's). A session's audience is remembered for the visitor cache's lifetime: members reloading
 * `/` when a drop goes live cost no query at all. So a tier change, or a session ended on another
 * device, shows on the storefront pages a few seconds later; everything personal past those pages
 * (orders, profile, the bag's checkout) reads the session afresh on every request.
 */
export async function pageAudience(deps: Deps, headers: Headers): Promise<PageAudience | null> {
  const token = sessionCookieOf(headers);
  if (!token) return null;
  let cache = remembered.get(deps.config);
  if (!cache) {
    cache = new AnswerCache<PageAudience | null>(deps.config.VISITOR_CACHE_SECONDS * 1000, 10_000);
    remembered.set(deps.config, cache);
  }
  return cache.get(token, () => readAudience(deps, headers));
}

/** One session read and one standing read: what GET /api/me and the catalogue would each do. */
async function readAudience(deps: Deps, headers: Headers): Promise<PageAudience | null> {
  const found = await deps.auth.api.getSession({ headers });
  if (!found) return null;
  const standing = await shopperStanding(deps.database.db, found.user.id);
  const shopper = shopperOf(found.user, standing);
  const viewer = viewerOf(deps, found, {
    isAdmin: standing?.isAdmin ?? false,
    tier: standing?.tier ?? null,
    earlyAccessMember: standing?.earlyAccessMember ?? false,
  });
  const stand = standIn(viewer);
  const actingShopper = { ...shopper, userId: MARK_ID, name: MARK_NAME, email: MARK_EMAIL };
  const user = viewer.user!;
  return {
    // The viewer's own admin and tier words join the catalogue's audience: the navbar shows them.
    key: `${audienceOf(shopper)}|${viewer.tier ?? '-'}|${viewer.isAdmin ? 'admin' : '-'}|${viewer.secondFactorRequired ? 'held' : '-'}`,
    actAs: (requestHeaders) => actAsAudience(requestHeaders, { shopper: actingShopper, viewer: stand }),
    personalize: (html) => {
      // The marks are filled as HTML text in the markup; in the page's data scripts only the
      // stand-in's whole `me` is replaced (a mark anywhere else there is left, and the page refused).
      const dataAt = html.indexOf(DATA_SCRIPT);
      const markup = dataAt < 0 ? html : html.slice(0, dataAt);
      const data = dataAt < 0 ? '' : html.slice(dataAt);
      const standInJson = scriptJson(stand);
      if (!data.includes(standInJson)) return null;
      const filled =
        markup
          .replaceAll(MARK_NAME, escapeHtml(greetingNameOf(user.name)))
          .replaceAll(MARK_EMAIL, escapeHtml(user.email))
          .replaceAll(MARK_ID, escapeHtml(user.id)) + data.replace(standInJson, () => scriptJson(viewer));
      return filled.includes(MARK) ? null : filled;
    },
  };
}
