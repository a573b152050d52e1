// A link's pieces against the catalogue as it is now, for any shopper (the link's payer may be a guest):
// names and prices from the database, and what can no longer be sold said in the owner's words.
import { GUEST_VIEWER, quoteBag, type Bag, type BagChange, type PaymentLinkLines } from '@shop/domain/rules';
import type { BagInput } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { bagFromInput, catalogueForBag, type BagCatalogue } from '../bag/bag.service';

type Deps = Pick<AppDeps, 'database'>;

/** The link's lines as the rule that compares them reads them. */
export function linkLinesOf(bag: BagInput): PaymentLinkLines {
  return {
    items: bag.items.map((l) => ({
      productId: l.product.id,
      size: l.selectedSize ?? null,
      quantity: l.quantity,
    })),
    bundles: bag.bundles.map((l) => ({
      bundleId: l.bundle.id,
      quantity: l.quantity,
      sizes: l.selectedSizes ?? {},
    })),
  };
}

/** The same lines with today's names and prices (a line the catalogue no longer has keeps its own). */
function withCurrentFacts(lines: BagInput, catalogue: BagCatalogue): BagInput {
  return {
    items: lines.items.map((l) => {
      const product = catalogue.products.get(l.product.id);
      return product ? { ...l, product: { id: product.id, name: product.name, price: product.price } } : l;
    }),
    bundles: lines.bundles.map((l) => {
      const bundle = catalogue.bundles.get(l.bundle.id);
      return bundle ? { ...l, bundle: { id: bundle.id, name: bundle.name, price: bundle.price } } : l;
    }),
  };
}

export type PricedLink = {
  /** The lines with today's names and prices: what the link's checkout sends. */
  lines: BagInput;
  /** The bag as the quote left it (pieces no longer for sale taken out). */
  bag: Bag;
  changes: BagChange[];
  catalogue: BagCatalogue;
};

/** Prices a link's lines for a guest now. */
export async function priceLinkLines(deps: Deps, lines: BagInput, now: Date): Promise<PricedLink> {
  const catalogue = await catalogueForBag(deps, GUEST_VIEWER, bagFromInput(lines), now);
  const current = withCurrentFacts(lines, catalogue);
  const { bag, changes } = quoteBag(bagFromInput(current), catalogue);
  return { lines: current, bag, changes, catalogue };
}

const OWNER_WORDS: Record<BagChange['kind'], (name: string) => string> = {
  unavailable: (name) => `${name} is not on sale in the shop.`,
  not_open_yet: (name) =>
    `${name} is not on sale to everyone yet: a link can hold only pieces anyone can buy.`,
  sold_out: (name) => `${name} is sold out.`,
  quantity_lowered: (name) => `There are not enough of ${name} in stock for that quantity.`,
  price_changed: (name) => `The price of ${name} changed. Please try again.`,
};

/** Refuses a link whose pieces cannot all be sold now, naming the first that cannot. */
export function refuseUnsellable(priced: PricedLink): void {
  const change = priced.changes[0];
  if (!change) return;
  const name =
    change.line === 'item'
      ? (priced.catalogue.products.get(change.id)?.name ??
        priced.lines.items.find((l) => l.product.id === change.id)?.product.name)
      : (priced.catalogue.bundles.get(change.id)?.name ??
        priced.lines.bundles.find((l) => l.bundle.id === change.id)?.bundle.name);
  throw new HttpError(409, 'not_sellable', OWNER_WORDS[change.kind](name || 'A piece'));
}
