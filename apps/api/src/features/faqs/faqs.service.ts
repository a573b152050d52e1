// The FAQ page's questions. The page groups them by category in the order they first appear, so the
// admin's display order decides both the order of the groups and of the questions inside them.
import type { AppDeps } from '../../app-deps';
import { activeFaqs } from './faqs.repo';

export type Faq = { id: string; question: string; answer: string; category: string };

export async function listFaqs({ database }: Pick<AppDeps, 'database'>): Promise<{ faqs: Faq[] }> {
  return { faqs: await activeFaqs(database.db) };
}
