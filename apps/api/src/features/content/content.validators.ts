// A static page's text as the owner writes it: a title and a body (Markdown or plain text).
import { z } from 'zod';
import { textInput } from '../../lib/text-input';
import { PAGE_SLUGS } from './content.tables';

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
