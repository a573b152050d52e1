import type { Faq } from './faqs';

export type FaqGroup = { category: string; faqs: Faq[] };

/** FAQs grouped by category, the groups in the order their first question appears. */
export function groupFaqs(faqs: readonly Faq[]): FaqGroup[] {
  const groups = new Map<string, Faq[]>();
  for (const faq of faqs) {
    const group = groups.get(faq.category);
    if (group) group.push(faq);
    else groups.set(faq.category, [faq]);
  }
  return [...groups].map(([category, list]) => ({ category, faqs: list }));
}

/** A stable, readable anchor for a category: "Orders & Payment" → "orders-payment". */
export const categoryAnchor = (category: string) =>
  category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'general';
