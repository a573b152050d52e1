// The smaller bodies: the outbox's filter, the sandbox payment sheet's answer and the error report a
// shopper's browser sends.
import { PAYMENT_METHODS, TX_REF_INPUT_PATTERN } from '@shop/domain/rules';
import { z } from 'zod';

/** GET /api/admin/outbox?to= — the mails to one address, or all. */
export const outboxQuery = z.object({ to: z.string().trim().max(200).optional() });

/** POST /api/sandbox-pay/charges: what the shopper chose on the sandbox payment sheet. */
export const sandboxChargeInput = z.object({
  tx_ref: z.string().regex(TX_REF_INPUT_PATTERN, 'must be a payment reference'),
  amount: z.number().int().positive().max(100_000_000),
  currency: z.string().length(3).default('KES'),
  method: z.enum(PAYMENT_METHODS),
  phone: z.string().max(20).nullish(),
  outcome: z.enum(['approve', 'decline', 'timeout', 'approve_late']),
});
export type SandboxChargeInput = z.infer<typeof sandboxChargeInput>;

/** POST /api/client-errors: what broke in a shopper's browser. */
export const clientErrorReport = z.object({
  message: z.string().max(2000).default(''),
  stack: z.string().max(4000).optional(),
  path: z.string().max(500).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReport>;
