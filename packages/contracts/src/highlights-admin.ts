// A home highlight as the owner writes it: a title, a cover picture (uploaded through
// /api/admin/uploads), shown or not, an optional window (from, until); its items (products, bundles,
// videos, in order); the order of the highlights; and the picker's search.
import { z } from 'zod';
import { mediaUrl } from './admin-fields';
import { textInput } from './text';

export const HIGHLIGHT_KINDS = ['product', 'bundle', 'video'] as const;
export type HighlightKind = (typeof HIGHLIGHT_KINDS)[number];

/** The most items one highlight holds (a story of 30 slides is already long). */
export const HIGHLIGHT_ITEMS_MAX = 30;

const moment = z.iso.datetime({ offset: true, error: 'must be a date and time' }).nullable();

export const highlightFields = {
  title: textInput().trim().min(1, 'Please enter a title').max(40, 'A title has at most 40 characters'),
  cover_image: mediaUrl.nullable(),
  active: z.boolean({ error: 'must be true or false' }),
  starts_at: moment,
  ends_at: moment,
};

const windowIssue = (h: { starts_at?: string | null; ends_at?: string | null }, ctx: z.RefinementCtx) => {
  if (h.starts_at && h.ends_at && new Date(h.ends_at) <= new Date(h.starts_at))
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'The end must be after the start' });
};

const highlightShape = z.object(highlightFields).partial();
export const highlightChangeInput = highlightShape.superRefine(windowIssue);
export const highlightCreateInput = highlightShape.required({ title: true }).superRefine(windowIssue);
export type HighlightChange = z.infer<typeof highlightChangeInput>;
export type HighlightCreate = z.infer<typeof highlightCreateInput>;

export const highlightIdParam = z.object({ id: z.uuid('must be a highlight id') });

export const highlightReorderInput = z.object({
  ids: z
    .array(z.uuid('must be a highlight id'))
    .min(1, 'Please list the highlights in their new order')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'A highlight is listed twice'),
});

/** The items of a highlight, first to last; what is left out is taken out. */
export const highlightItemsInput = z.object({
  items: z
    .array(
      z.object({
        kind: z.enum(HIGHLIGHT_KINDS, { error: `kind must be one of ${HIGHLIGHT_KINDS.join(', ')}` }),
        ref_id: z.uuid('must be the id of a product, bundle or video'),
      }),
    )
    .max(HIGHLIGHT_ITEMS_MAX, `A highlight holds at most ${HIGHLIGHT_ITEMS_MAX} items`)
    .refine(
      (items) => new Set(items.map((i) => `${i.kind}:${i.ref_id}`)).size === items.length,
      'An item is listed twice',
    ),
});
export type HighlightItemsPayload = z.infer<typeof highlightItemsInput>;

export const highlightChoicesQuery = z.object({ q: z.string().trim().max(100).default('') });
