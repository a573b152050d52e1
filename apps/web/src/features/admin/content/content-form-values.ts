// The FAQ form and the page-text form: their values, the checks the server would make (in its
// words) and where the server's own answer belongs.
import type { AdminFaq, FaqCreatePayload } from '../api/faqs-api';
import type { PageSlug, PageTextPayload } from '../api/pages-api';

export type FaqFormValues = { question: string; answer: string; category: string; is_active: boolean };
export type FaqField = keyof FaqFormValues;
export type FaqErrors = Partial<Record<FaqField, string>>;

/** The server's category for a question given none. */
export const DEFAULT_CATEGORY = 'General';

export const EMPTY_FAQ: FaqFormValues = { question: '', answer: '', category: '', is_active: true };

export const faqToValues = (f: AdminFaq): FaqFormValues => ({
  question: f.question,
  answer: f.answer,
  category: f.category,
  is_active: f.is_active,
});

export function faqValuesToPayload(
  values: FaqFormValues,
): { ok: true; payload: FaqCreatePayload } | { ok: false; errors: FaqErrors } {
  const errors: FaqErrors = {};
  const question = values.question.trim();
  const answer = values.answer.trim();
  const category = values.category.trim() || DEFAULT_CATEGORY;
  if (!question) errors.question = 'Please enter a question';
  else if (question.length > 300) errors.question = 'A question has at most 300 characters';
  if (!answer) errors.answer = 'Please enter an answer';
  else if (answer.length > 5000) errors.answer = 'An answer has at most 5,000 characters';
  if (category.length > 60) errors.category = 'A category has at most 60 characters';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: { question, answer, category, is_active: values.is_active } };
}

export type PageFormValues = { title: string; body: string };
export type PageField = keyof PageFormValues;
export type PageErrors = Partial<Record<PageField, string>>;

export function pageValuesToPayload(
  values: PageFormValues,
): { ok: true; payload: PageTextPayload } | { ok: false; errors: PageErrors } {
  const errors: PageErrors = {};
  const title = values.title.trim();
  const body = values.body.trim();
  if (!title) errors.title = 'Please enter a title';
  else if (title.length > 200) errors.title = 'A title has at most 200 characters';
  if (!body) errors.body = 'Please write the page’s text';
  else if (body.length > 100_000) errors.body = 'A page has at most 100,000 characters';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: { title, body } };
}

/** The server's 'field: message' as the field to show it by, if the form has that field. */
export function fieldOf<F extends string>(
  fields: readonly F[],
  message: string,
): { field: F | null; message: string } {
  const match = /^([a-z_]+)(?:\.\d+)*: (.+)$/.exec(message);
  const field = fields.find((f) => f === match?.[1]);
  return field && match ? { field, message: match[2]! } : { field: null, message };
}

/** The four static pages: their address in the shop and the title their built-in text has. */
export const STATIC_PAGES: Record<PageSlug, { path: string; title: string }> = {
  privacy: { path: '/privacy', title: 'Privacy Policy' },
  terms: { path: '/terms', title: 'Terms of Service' },
  about: { path: '/about', title: 'About Us' },
  'shipping-returns': { path: '/shipping-returns', title: 'Shipping & Returns' },
};

/** The title a page's built-in text has (the About page names the shop). */
export const builtInTitle = (slug: PageSlug, shopName: string) =>
  slug === 'about' ? `About ${shopName}` : STATIC_PAGES[slug].title;
