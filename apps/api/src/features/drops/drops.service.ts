// The shopper's drop page (GET /api/drops/current): who may open it is the domain's page rule (signed
// in, and premium/vip or the early-access flag); the drop is the one named by its slug, or the next to
// go public. Its products are the catalogue's cards (what this viewer may see), featured first.
import {
  dropAudienceOf,
  dropStatus,
  earlyAccessPageAccess,
  sizesOf,
  windowOpensAt,
} from '@shop/domain/rules';
import { EARLY_ACCESS_SIGN_IN_MESSAGE } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import type { Shopper } from '../accounts/shopper.service';
import { dropCards, findDropBySlug, nextDrop } from './drops.repo';

type Deps = Pick<AppDeps, 'database'>;

export async function currentDrop(deps: Deps, shopper: Shopper, slug: string | undefined, now = new Date()) {
  const access = earlyAccessPageAccess(shopper.viewer);
  if (!access.ok) {
    const signIn = access.error === EARLY_ACCESS_SIGN_IN_MESSAGE;
    throw new HttpError(signIn ? 401 : 403, signIn ? 'sign_in_required' : 'members_only', access.error);
  }
  const { db } = deps.database;
  const drop = slug ? await findDropBySlug(db, slug) : await nextDrop(db, now);
  if (!drop) {
    if (slug) throw new HttpError(404, 'not_found', 'There is no drop with this name.');
    return { drop: null };
  }
  const audience = dropAudienceOf(shopper.viewer);
  const opensAt = audience ? windowOpensAt(drop.publicAccessStart, audience) : null;
  const cards = await dropCards(db, drop.id, shopper.viewer, now);
  return {
    drop: {
      name: drop.name,
      slug: drop.slug,
      description: drop.description,
      status: dropStatus(drop.publicAccessStart, now) ?? 'public',
      public_access_start: drop.publicAccessStart.toISOString(),
      // When this viewer may buy (their tier's window, or the member flag's); null for an admin
      // without either, who may buy at any time.
      opens_at: opensAt === null ? null : new Date(opensAt).toISOString(),
      // Whose window the viewer shops in (the page's tier badge): vip, premium, member, or null.
      audience,
      products: cards.map((card) => ({ ...card, sizes: sizesOf(card.size_stock) })),
    },
  };
}
