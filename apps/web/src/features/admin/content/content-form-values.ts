// The FAQ form and the page-text form: their values, the contract's schemas that check them (in the
// server's words) and where the server's own answer belongs.
import { faqFields, pageTextInput, type PageSlug } from '@shop/contracts';
import { z } from 'zod';
import type { AdminFaq } from '../api/faqs-api';

export type FaqFormValues = { question: string; answer: string; category: string; is_active: boolean };

/** The server's category for a question given none. */
export const DEFAULT_CATEGORY = 'General';

export const EMPTY_FAQ: FaqFormValues = { question: '', answer: '', category: '', is_active: true };

export const faqToValues = (f: AdminFaq): FaqFormValues => ({
  question: f.question,
  answer: f.answer,
  category: f.category,
  is_active: f.is_active,
});

/** The FAQ form as the server takes it: trimmed, a question without a category under the default. */
export const faqFormSchema = z.object({
  question: faqFields.question,
  answer: faqFields.answer,
  category: z
    .string()
    .transform((v) => v.trim() || DEFAULT_CATEGORY)
    .pipe(faqFields.category),
  is_active: faqFields.is_active,
});

export type PageFormValues = { title: string; body: string };

/** The page-text form is the server's own body. */
export const pageFormSchema = pageTextInput;

/** Where the server's answer shows: by the field its path names, when the form has that field. */
export const placeIn =
  (fields: readonly string[]) =>
  (path: string, message: string): { field: string; message: string } | null =>
    fields.includes(path) ? { field: path, message } : null;

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
