// The owner's FAQs: every question (shown and hidden) in page order, create, change, delete, and the
// page's order as a list of ids (POST /api/admin/faqs/reorder answers the whole list again).
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Faqs = ApiClient['admin']['faqs'];
export type AdminFaq = InferResponseType<Faqs['$get'], 200>['faqs'][number];
export type FaqCreatePayload = InferRequestType<Faqs['$post']>['json'];
export type FaqChangePayload = InferRequestType<Faqs[':id']['$put']>['json'];

export const FAQS_KEY = [...ADMIN_KEY, 'faqs'] as const;

export const adminFaqsQuery = (api: Api) => ({
  queryKey: FAQS_KEY,
  queryFn: async (): Promise<AdminFaq[]> => (await readJson(await (await api()).admin.faqs.$get())).faqs,
  staleTime: 5_000,
});

export async function createFaq(api: Api, json: FaqCreatePayload): Promise<AdminFaq> {
  return (await readJson(await (await api()).admin.faqs.$post({ json }))).faq;
}

export async function changeFaq(api: Api, id: string, json: FaqChangePayload): Promise<AdminFaq> {
  return (await readJson(await (await api()).admin.faqs[':id'].$put({ param: { id }, json }))).faq;
}

export async function deleteFaq(api: Api, id: string): Promise<void> {
  await readJson(await (await api()).admin.faqs[':id'].$delete({ param: { id } }));
}

/** Saves the page order (first to last); answers every FAQ in its new place. */
export async function reorderFaqs(api: Api, ids: string[]): Promise<AdminFaq[]> {
  return (await readJson(await (await api()).admin.faqs.reorder.$post({ json: { ids } }))).faqs;
}
