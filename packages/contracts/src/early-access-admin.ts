// What the owner's early-access list may ask: a search (e-mail or first name), a status, a page; the
// CSV export takes the same filters without the page.
import { z } from 'zod';
import { paging } from './admin-fields';

export const SUBSCRIBER_STATUSES = ['all', 'active', 'unsubscribed'] as const;
export type SubscriberStatusFilter = (typeof SUBSCRIBER_STATUSES)[number];

const filters = {
  // An e-mail or a first name, or part of one.
  q: z.string().trim().max(100).optional(),
  status: z.enum(SUBSCRIBER_STATUSES).default('all'),
};

export const subscribersQuery = z.object({ ...filters, ...paging });
export type SubscribersQuery = z.infer<typeof subscribersQuery>;

export const subscribersExportQuery = z.object(filters);
export type SubscribersExportQuery = z.infer<typeof subscribersExportQuery>;

export const subscriberIdParam = z.object({ id: z.uuid('must be a subscriber id') });
