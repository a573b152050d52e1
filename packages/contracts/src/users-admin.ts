// What the owner's customer screen may ask: a search, filters, a sort and a page; granting or revoking
// admin rights.
import { z } from 'zod';
import { paging } from './admin-fields';

export const USER_SORTS = ['newest', 'oldest', 'name', 'spent', 'orders', 'last-order'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const adminUsersQuery = z.object({
  // A name, an e-mail or a phone number, or part of one.
  q: z.string().trim().max(100).optional(),
  tier: z.enum(['regular', 'premium', 'vip']).optional(),
  admins: z.enum(['true', 'false']).optional(),
  sort: z.enum(USER_SORTS).default('newest'),
  ...paging,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const userIdParam = z.object({ id: z.string().trim().min(1).max(100) });
export const adminFlagInput = z.object({ admin: z.boolean() });
