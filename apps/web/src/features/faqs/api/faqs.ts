// The FAQ page's questions, active only, in the shop's display order.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../../lib/api-client';
import { readJson } from '../../../lib/api-client';

export type Faq = { id: string; question: string; answer: string; category: string };

export const faqsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['faqs'] as const,
    queryFn: async () => readJson<{ faqs: Faq[] }>(await (await api()).faqs.$get()),
    staleTime: 5 * 60_000,
  });
