// The owner's list of checkouts that did not become orders (declined, timed out, closed), to call back.
import { z } from 'zod';

/** GET /api/admin/unfinished-checkouts?days=&show= — `open`: not called yet and not bought since. */
export const unfinishedCheckoutsQuery = z.object({
  days: z.coerce.number().int().min(1, 'days: at least 1').max(90, 'days: at most 90').default(14),
  show: z.enum(['open', 'all']).default('open'),
});
export type UnfinishedCheckoutsQuery = z.infer<typeof unfinishedCheckoutsQuery>;

export const checkoutIdParam = z.object({ id: z.uuid('must be a checkout id') });
/** POST /api/admin/unfinished-checkouts/:id/called { called } — marks (or unmarks) a call made. */
export const calledInput = z.object({ called: z.boolean() });
