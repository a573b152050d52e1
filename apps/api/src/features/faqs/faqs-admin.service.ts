// The owner's FAQs: list (shown and hidden), create, change, reorder, delete. The FAQ page is
// server-rendered for visitors, so every change empties the visitor cache; GET /api/faqs itself may
// be kept by browsers for up to 5 minutes (faqs.routes.ts).
import type { AppDeps } from '../../app-deps';
import { HttpError, invalidInput } from '../../lib/errors';
import { sentFields } from '../../lib/sent-fields';
import { visitorCache } from '../../lib/visitor-cache';
import {
  allFaqs,
  deleteFaq,
  existingFaqIds,
  findFaq,
  insertFaq,
  nextDisplayOrder,
  setDisplayOrders,
  updateFaq,
  type FaqRecord,
  type NewFaqRecord,
} from './faqs-admin.repo';
import type { FaqChange, FaqCreate } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database' | 'config'>;

const NOT_FOUND = 'No such FAQ.';

const view = (f: FaqRecord) => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  category: f.category,
  display_order: f.displayOrder,
  is_active: f.isActive,
  created_at: f.createdAt.toISOString(),
});

function columns(input: FaqChange): Partial<NewFaqRecord> {
  return sentFields<Partial<NewFaqRecord>>({
    question: input.question,
    answer: input.answer,
    category: input.category,
    displayOrder: input.display_order,
    isActive: input.is_active,
  });
}

export async function adminFaqList(deps: Deps) {
  return { faqs: (await allFaqs(deps.database.db)).map(view) };
}

export async function createFaq(deps: Deps, input: FaqCreate) {
  const { db } = deps.database;
  const displayOrder = input.display_order ?? (await nextDisplayOrder(db));
  const row = await insertFaq(db, {
    ...columns(input),
    question: input.question,
    answer: input.answer,
    displayOrder,
  });
  visitorCache(deps).clear();
  return { faq: view(row) };
}

export async function changeFaq(deps: Deps, id: string, input: FaqChange) {
  const { db } = deps.database;
  const record = columns(input);
  const row = Object.keys(record).length > 0 ? await updateFaq(db, id, record) : await findFaq(db, id);
  if (!row) throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return { faq: view(row) };
}

/**
 * Puts the listed FAQs first, in the order given; any FAQ left out keeps its order behind them, so
 * a screen showing only some FAQs cannot lose the others' places.
 */
export async function reorderFaqs(deps: Deps, ids: string[]) {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const known = await existingFaqIds(tx, ids);
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) throw invalidInput(`ids.${unknown}`, 'No such FAQ');
    const listed = new Set(ids);
    const rest = (await allFaqs(tx)).map((f) => f.id).filter((id) => !listed.has(id));
    await setDisplayOrders(tx, [...ids, ...rest]);
  });
  visitorCache(deps).clear();
  return adminFaqList(deps);
}

export async function removeFaq(deps: Deps, id: string) {
  if (!(await deleteFaq(deps.database.db, id))) throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return { deleted: true };
}
