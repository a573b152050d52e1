// The FAQ page's order as the owner changes it. The storefront groups questions by category, the
// groups in the order their first question comes: so the screen moves a question within its
// category, or a whole category, and sends the whole list (POST /api/admin/faqs/reorder) with each
// category's questions side by side.
type Orderable = { id: string; category: string };

export type FaqGroup<T extends Orderable> = { category: string; faqs: T[] };

/** The questions by category, the categories in the order their first question comes. */
export function groupByCategory<T extends Orderable>(faqs: readonly T[]): FaqGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const faq of faqs) {
    const group = groups.get(faq.category);
    if (group) group.push(faq);
    else groups.set(faq.category, [faq]);
  }
  return [...groups].map(([category, list]) => ({ category, faqs: list }));
}

const flatten = <T extends Orderable>(groups: readonly FaqGroup<T>[]) => groups.flatMap((g) => g.faqs);

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** One place up (-1) or down (+1) within its category; null when it is already first or last. */
export function moveFaq<T extends Orderable>(faqs: readonly T[], id: string, step: -1 | 1): T[] | null {
  const groups = groupByCategory(faqs);
  const group = groups.find((g) => g.faqs.some((f) => f.id === id));
  if (!group) return null;
  const from = group.faqs.findIndex((f) => f.id === id);
  const to = from + step;
  if (to < 0 || to >= group.faqs.length) return null;
  return flatten(groups.map((g) => (g === group ? { ...g, faqs: move(g.faqs, from, to) } : g)));
}

/** A dragged question dropped before or after another of the same category; null when nothing moves. */
export function moveFaqTo<T extends Orderable>(
  faqs: readonly T[],
  id: string,
  targetId: string,
  place: 'before' | 'after',
): T[] | null {
  if (id === targetId) return null;
  const groups = groupByCategory(faqs);
  const group = groups.find((g) => g.faqs.some((f) => f.id === id));
  if (!group?.faqs.some((f) => f.id === targetId)) return null;
  const rest = group.faqs.filter((f) => f.id !== id);
  const dragged = group.faqs.find((f) => f.id === id)!;
  const at = rest.findIndex((f) => f.id === targetId) + (place === 'after' ? 1 : 0);
  const list = [...rest.slice(0, at), dragged, ...rest.slice(at)];
  if (list.every((f, i) => f === group.faqs[i])) return null;
  return flatten(groups.map((g) => (g === group ? { ...g, faqs: list } : g)));
}

/** A whole category one place up or down the page; null when it is already first or last. */
export function moveCategory<T extends Orderable>(
  faqs: readonly T[],
  category: string,
  step: -1 | 1,
): T[] | null {
  const groups = groupByCategory(faqs);
  const from = groups.findIndex((g) => g.category === category);
  const to = from + step;
  if (from < 0 || to < 0 || to >= groups.length) return null;
  return flatten(move(groups, from, to));
}

/** The categories in use, in page order (the category box's suggestions). */
export const categoriesOf = (faqs: readonly Orderable[]) => groupByCategory(faqs).map((g) => g.category);
