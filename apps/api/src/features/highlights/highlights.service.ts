// Home highlights. The storefront's list: highlights switched on and inside their window, in the
// owner's order, each item with what its story slide needs; a piece that is gone, switched off, hidden
// from visitors or sold out is left out, and so is a highlight left with nothing to show. The owner's
// side: list, create, change, reorder, set items, delete; every write empties the visitor cache so
// the server-rendered home page shows it at once.
import { bundleAvailability, sizesOf, youtubeThumbnailUrls, youtubeVideoId } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { HttpError, invalidInput } from '../../lib/errors';
import { sentFields } from '../../lib/sent-fields';
import { visitorCache } from '../../lib/visitor-cache';
import { bundleStockFacts } from '../catalogue/bundle-stock';
import {
  allHighlights,
  deleteHighlight,
  existingHighlightIds,
  existingRefs,
  findHighlight,
  highlightItemsOnShow,
  insertHighlight,
  itemsOf,
  nextHighlightPosition,
  replaceHighlightItems,
  searchChoices,
  setHighlightPositions,
  updateHighlight,
  type AdminItemRow,
  type HighlightKind,
  type HighlightRecord,
  type NewHighlightRecord,
} from './highlights.repo';
import type { HighlightChange, HighlightCreate, HighlightItemsPayload } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database' | 'config'>;

const NOT_FOUND = 'No such highlight.';
const CHOICES_LIMIT = 8;

type Rows = Awaited<ReturnType<typeof highlightItemsOnShow>>;

function storyItem(row: Rows[number]) {
  if (row.kind === 'product' && row.product && row.product.stock > 0) {
    return { kind: 'product' as const, ...row.product, sizes: sizesOf(row.product.size_stock) };
  }
  if (row.kind === 'bundle' && row.bundle) {
    const { own_stock, track_inventory, bundle_items, featured_image, images, ...bundle } = row.bundle;
    const stock = bundleAvailability(bundleStockFacts(track_inventory, own_stock, bundle_items));
    if (stock <= 0) return null;
    return { kind: 'bundle' as const, ...bundle, image: featured_image ?? images[0] ?? null, stock };
  }
  if (row.kind === 'video' && row.video) {
    const { thumbnail_url, ...video } = row.video;
    const youtubeId = youtubeVideoId(video.url);
    const poster = thumbnail_url ?? (youtubeId ? (youtubeThumbnailUrls(youtubeId)[0] ?? null) : null);
    return { kind: 'video' as const, ...video, poster, youtube: youtubeId !== null };
  }
  return null;
}

type StoryItem = NonNullable<ReturnType<typeof storyItem>>;

const pictureOf = (item: StoryItem): string | null =>
  item.kind === 'product' ? (item.images[0] ?? null) : item.kind === 'bundle' ? item.image : item.poster;

/** GET /api/highlights: what the home page's story row and viewer show. */
export async function listHighlights({ database }: Pick<AppDeps, 'database'>) {
  const rows = await highlightItemsOnShow(database.db);
  const list: { id: string; title: string; cover_image: string | null; items: StoryItem[] }[] = [];
  for (const row of rows) {
    let highlight = list.at(-1);
    if (highlight?.id !== row.highlight_id) {
      highlight = { id: row.highlight_id, title: row.title, cover_image: row.cover_image, items: [] };
      list.push(highlight);
    }
    const item = storyItem(row);
    if (item) highlight.items.push(item);
  }
  return {
    highlights: list
      .filter((h) => h.items.length > 0)
      .map((h) => ({ ...h, cover_image: h.cover_image ?? pictureOf(h.items[0]!) })),
  };
}

// ---- the owner's side ----

function itemState(item: AdminItemRow): 'ok' | 'sold_out' | 'off' | 'missing' | 'members_only' {
  if (item.name === null) return 'missing';
  if (item.active === false) return 'off';
  if (item.members_only) return 'members_only';
  if (item.stock !== null && item.stock <= 0) return 'sold_out';
  const { bundle } = item;
  if (
    bundle &&
    bundleAvailability(bundleStockFacts(bundle.track_inventory, bundle.own_stock, bundle.bundle_items)) <= 0
  )
    return 'sold_out';
  return 'ok';
}

function view(h: HighlightRecord, items: AdminItemRow[], now = Date.now()) {
  return {
    id: h.id,
    title: h.title,
    cover_image: h.coverImage,
    position: h.position,
    active: h.active,
    starts_at: h.startsAt?.toISOString() ?? null,
    ends_at: h.endsAt?.toISOString() ?? null,
    on_show:
      h.active &&
      (h.startsAt === null || h.startsAt.getTime() <= now) &&
      (h.endsAt === null || h.endsAt.getTime() > now),
    items: items
      .filter((i) => i.highlight_id === h.id)
      .map((i) => ({ kind: i.kind, ref_id: i.ref_id, name: i.name, image: i.image, state: itemState(i) })),
  };
}

export async function adminHighlightList(deps: Deps) {
  const { db } = deps.database;
  const [rows, items] = await Promise.all([allHighlights(db), itemsOf(db)]);
  return { highlights: rows.map((h) => view(h, items)) };
}

async function oneView(deps: Deps, row: HighlightRecord) {
  return { highlight: view(row, await itemsOf(deps.database.db, [row.id])) };
}

/** A moment sent (null clears it; undefined was not sent). */
const asDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

function columns(input: HighlightChange): Partial<NewHighlightRecord> {
  return sentFields<Partial<NewHighlightRecord>>({
    title: input.title,
    coverImage: input.cover_image,
    active: input.active,
    startsAt: asDate(input.starts_at),
    endsAt: asDate(input.ends_at),
  });
}

function checkWindow(startsAt: Date | null, endsAt: Date | null) {
  if (startsAt && endsAt && endsAt <= startsAt)
    throw invalidInput('ends_at', 'The end must be after the start');
}

export async function createHighlight(deps: Deps, input: HighlightCreate) {
  const { db } = deps.database;
  const row = await insertHighlight(db, {
    ...columns(input),
    title: input.title,
    position: await nextHighlightPosition(db),
  });
  visitorCache(deps).clear();
  return { highlight: view(row, []) };
}

export async function changeHighlight(deps: Deps, id: string, input: HighlightChange) {
  const { db } = deps.database;
  const current = await findHighlight(db, id);
  if (!current) throw new HttpError(404, 'not_found', NOT_FOUND);
  const record = columns(input);
  // Only one end of the window may be sent: the pair is checked as it will be stored.
  checkWindow(
    record.startsAt === undefined ? current.startsAt : record.startsAt,
    record.endsAt === undefined ? current.endsAt : record.endsAt,
  );
  const row = Object.keys(record).length > 0 ? await updateHighlight(db, id, record) : current;
  if (!row) throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return oneView(deps, row);
}

/** Replaces the items, in the order given; every item must name an existing product, bundle or video. */
export async function setHighlightItems(deps: Deps, id: string, input: HighlightItemsPayload) {
  const { db } = deps.database;
  const row = await db.transaction(async (tx) => {
    const current = await findHighlight(tx, id);
    if (!current) throw new HttpError(404, 'not_found', NOT_FOUND);
    for (const kind of ['product', 'bundle', 'video'] as HighlightKind[]) {
      const wanted = input.items.flatMap((item, i) => (item.kind === kind ? [{ item, i }] : []));
      const known = await existingRefs(
        tx,
        kind,
        wanted.map((w) => w.item.ref_id),
      );
      const unknown = wanted.find((w) => !known.has(w.item.ref_id));
      if (unknown) throw invalidInput(`items.${unknown.i}.ref_id`, `No such ${kind}`);
    }
    await replaceHighlightItems(tx, id, input.items);
    return (await updateHighlight(tx, id, {}))!;
  });
  visitorCache(deps).clear();
  return oneView(deps, row);
}

/** The listed highlights first, in the order given; any left out keep their order behind them. */
export async function reorderHighlights(deps: Deps, ids: string[]) {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const known = await existingHighlightIds(tx, ids);
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw invalidInput(`ids.${unknown}`, 'No such highlight');
    const listed = new Set(ids);
    const rest = (await allHighlights(tx)).map((h) => h.id).filter((id) => !listed.has(id));
    await setHighlightPositions(tx, [...ids, ...rest]);
  });
  visitorCache(deps).clear();
  return adminHighlightList(deps);
}

export async function removeHighlight(deps: Deps, id: string) {
  if (!(await deleteHighlight(deps.database.db, id))) throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return { deleted: true };
}

/** The item picker's search; an empty text lists the first few of each kind. */
export async function highlightChoices(deps: Deps, text: string) {
  return searchChoices(deps.database.db, text, CHOICES_LIMIT);
}
