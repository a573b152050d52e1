// A signed-in shopper's storefront page, rendered once for their whole audience. What `/` or a product
// page shows a member depends only on their audience (tier, early access, admin, style preferences);
// the person shows only in the navbar's greeting and in the page's copy of GET /api/me. So the page is
// rendered with a stand-in person whose name, e-mail and id are marks no real text contains, kept per
// audience like a visitor's page, and filled in for each shopper: their own `me` in place of the
// stand-in's, their first name and e-mail in place of the marks. A page where a mark is left over (a
// place this does not know how to fill) is not used: the shopper gets a page rendered for them alone.
// A shared page is cut at its marks once, into UTF-8 pieces; each shopper's copy is those pieces with
// their own words between them, joined as bytes. Searching and re-encoding the ~200 KB page for
// every member was most of what a signed-in `/` cost.
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
  /**
   * The shared page filled in for this shopper, as UTF-8; null when it cannot be (render one for
   * them). The same page object must be passed each time: its pieces are kept with it.
   */
  personalize: (page: { readonly html: string }) => Uint8Array<ArrayBuffer> | null;
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

/** What goes between a shared page's pieces: the person's words in the markup, their `me` in the data. */
type Hole = 'name' | 'email' | 'id' | 'me';
const HOLE_OF_MARK: Record<string, Hole> = { [MARK_NAME]: 'name', [MARK_EMAIL]: 'email', [MARK_ID]: 'id' };
const MARK_IN_MARKUP = new RegExp(Object.keys(HOLE_OF_MARK).join('|'), 'g');
/** A shared page cut at its holes: pieces.length === holes.length + 1. */
type Cut = { standInJson: string; pieces: Buffer[]; holes: Hole[] };

/**
 * Cuts the page at every mark in its markup and at the stand-in's `me` in its data (exactly once);
 * null when a mark is anywhere else (a place the filling does not know).
 */
function cutPage(html: string, standInJson: string): Cut | null {
  const dataAt = html.indexOf(DATA_SCRIPT);
  const markup = dataAt < 0 ? html : html.slice(0, dataAt);
  const data = dataAt < 0 ? '' : html.slice(dataAt);
  const meAt = data.indexOf(standInJson);
  if (meAt < 0) return null;
  const pieces: string[] = [];
  const holes: Hole[] = [];
  let from = 0;
  for (const found of markup.matchAll(MARK_IN_MARKUP)) {
    pieces.push(markup.slice(from, found.index));
    holes.push(HOLE_OF_MARK[found[0]]!);
    from = found.index + found[0].length;
  }
  pieces.push(markup.slice(from) + data.slice(0, meAt), data.slice(meAt + standInJson.length));
  holes.push('me');
  if (pieces.some((piece) => piece.includes(MARK))) return null;
  return { standInJson, pieces: pieces.map((piece) => Buffer.from(piece)), holes };
}

/** Each shared page's cut, kept as long as the page itself is (the visitor cache's lifetime). */
const cuts = new WeakMap<object, Cut | null>();

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
  const standInJson = scriptJson(stand);
  const actingShopper = { ...shopper, userId: MARK_ID, name: MARK_NAME, email: MARK_EMAIL };
  const user = viewer.user!;
  return {
    // The viewer's own admin and tier words join the catalogue's audience: the navbar shows them.
    key: `${audienceOf(shopper)}|${viewer.tier ?? '-'}|${viewer.isAdmin ? 'admin' : '-'}|${viewer.secondFactorRequired ? 'held' : '-'}`,
    actAs: (requestHeaders) => actAsAudience(requestHeaders, { shopper: actingShopper, viewer: stand }),
    personalize: (page) => {
      let kept = cuts.get(page);
      // A page is cut for the audience it was rendered for; another stand-in is never expected.
      if (kept === undefined || (kept && kept.standInJson !== standInJson)) {
        kept = cutPage(page.html, standInJson);
        cuts.set(page, kept);
      }
      const cut = kept;
      if (!cut) return null;
      const words: Record<Hole, Buffer> = {
        name: Buffer.from(escapeHtml(greetingNameOf(user.name))),
        email: Buffer.from(escapeHtml(user.email)),
        id: Buffer.from(escapeHtml(user.id)),
        me: Buffer.from(scriptJson(viewer)),
      };
      const parts: Buffer[] = [];
      cut.holes.forEach((hole, i) => parts.push(cut.pieces[i]!, words[hole]));
      parts.push(cut.pieces.at(-1)!);
      return Buffer.concat(parts);
    },
  };
}
