import { z } from 'zod';
import { bagInput } from './bag';

/** POST /api/discounts/validate: the code as typed and the bag it is for. */
export const validateDiscountInput = z.object({
  code: z.string().max(100),
  bag: bagInput.default({ items: [], bundles: [] }),
});

/** POST /api/discounts/generate: which exit-intent offer the visitor accepted. */
export const generateDiscountInput = z.object({
  offer_id: z.string().trim().min(1).max(64),
});
