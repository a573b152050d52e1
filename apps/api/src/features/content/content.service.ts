// The static pages' text (privacy, terms, about, shipping and returns). Until the owner writes one,
// the web page keeps the text built into it: the public read answers 404 for a page nobody wrote.
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { visitorCache } from '../../lib/visitor-cache';
import type { ViewerUser } from '../accounts/accounts.service';
import { PAGE_SLUGS, type PageSlug, type PageTextInput } from '@shop/contracts';
import {
  allPageTexts,
  deletePageText,
  findPageText,
  publicPageText,
  savePageText,
  type PageTextRow,
} from './content.repo';

type Deps = Pick<AppDeps, 'database' | 'config'>;

const adminView = (p: PageTextRow) => ({
  slug: p.slug,
  title: p.title,
  body: p.body,
  updated_at: p.updatedAt.toISOString(),
  updated_by: p.updatedByEmail,
});

/** Every page the owner may write, in a fixed order, with its text or null when none was written. */
export async function adminPageList(deps: Deps) {
  const rows = new Map((await allPageTexts(deps.database.db)).map((r) => [r.slug, r]));
  return {
    pages: PAGE_SLUGS.map((slug) => {
      const row = rows.get(slug);
      return { slug, page: row ? adminView(row) : null };
    }),
  };
}

export async function adminPage(deps: Deps, slug: PageSlug) {
  const row = await findPageText(deps.database.db, slug);
  return { slug, page: row ? adminView(row) : null };
}

export async function writePage(deps: Deps, admin: ViewerUser, slug: PageSlug, input: PageTextInput) {
  await savePageText(deps.database.db, { slug, ...input, updatedBy: admin.id });
  // The static pages are server-rendered for visitors and kept for a few seconds.
  visitorCache(deps).clear();
  return adminPage(deps, slug);
}

/** Back to the web page's built-in text. */
export async function resetPage(deps: Deps, slug: PageSlug) {
  await deletePageText(deps.database.db, slug);
  visitorCache(deps).clear();
  return { slug, page: null };
}

const isPageSlug = (slug: string): slug is PageSlug => (PAGE_SLUGS as readonly string[]).includes(slug);

/** A static page's own text, or page: null while the owner has written none (not an error: the
 *  page shows its built-in text). A slug that is no static page is 404. */
export async function publicPage(deps: Deps, slug: string) {
  if (!isPageSlug(slug)) throw new HttpError(404, 'not_found', 'There is no such page.');
  const row = await publicPageText(deps.database.db, slug);
  if (!row) return { page: null };
  return { page: { slug, title: row.title, body: row.body, updated_at: row.updatedAt.toISOString() } };
}
