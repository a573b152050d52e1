// The static pages: which ones the owner may write, and a page's text as the owner writes it (a title
// and a body, Markdown or plain text).
import { z } from 'zod';
import { textInput } from './text';

/** The static pages whose text the owner may write (the spec's /privacy, /terms, /about, /shipping-returns). */
export const PAGE_SLUGS = ['privacy', 'terms', 'about', 'shipping-returns'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** GET /api/pages/:slug — any slug is asked; one the owner may not write answers 404. */
export const publicPageParam = z.object({ slug: z.string().max(100) });

export const pageSlugParam = z.object({
  slug: z.enum(PAGE_SLUGS, { error: `must be one of ${PAGE_SLUGS.join(', ')}` }),
});

export const pageTextInput = z.object({
  title: textInput().trim().min(1, 'Please enter a title').max(200, 'A title has at most 200 characters'),
  body: textInput()
    .trim()
    .min(1, 'Please write the page’s text')
    .max(100_000, 'A page has at most 100,000 characters'),
});
export type PageTextInput = z.infer<typeof pageTextInput>;
