import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { faqs } from '../catalogue/catalogue.tables';

/** The FAQs the shop shows, in the order the admin gave them (ties by question, so the page is stable). */
export function activeFaqs(db: Db) {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer, category: faqs.category })
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.displayOrder), asc(faqs.question), asc(faqs.id));
}
