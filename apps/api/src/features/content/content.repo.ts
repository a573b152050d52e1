// The owner's static-page texts, each with who wrote it last.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { user } from '../accounts/accounts.tables';
import type { PageSlug } from '@shop/contracts';
import { pageTexts } from './content.tables';

const FIELDS = {
  slug: pageTexts.slug,
  title: pageTexts.title,
  body: pageTexts.body,
  updatedAt: pageTexts.updatedAt,
  updatedBy: pageTexts.updatedBy,
  updatedByEmail: user.email,
};

export type PageTextRow = {
  slug: PageSlug;
  title: string;
  body: string;
  updatedAt: Date;
  updatedBy: string | null;
  updatedByEmail: string | null;
};

export function allPageTexts(db: Db): Promise<PageTextRow[]> {
  return db.select(FIELDS).from(pageTexts).leftJoin(user, eq(user.id, pageTexts.updatedBy));
}

export async function findPageText(db: Db, slug: PageSlug): Promise<PageTextRow | null> {
  const [row] = await db
    .select(FIELDS)
    .from(pageTexts)
    .leftJoin(user, eq(user.id, pageTexts.updatedBy))
    .where(eq(pageTexts.slug, slug));
  return row ?? null;
}

/** The page's text only, for the storefront (one small query). */
export async function publicPageText(db: Db, slug: PageSlug) {
  const [row] = await db
    .select({ title: pageTexts.title, body: pageTexts.body, updatedAt: pageTexts.updatedAt })
    .from(pageTexts)
    .where(eq(pageTexts.slug, slug));
  return row ?? null;
}

export async function savePageText(
  db: Db,
  values: { slug: PageSlug; title: string; body: string; updatedBy: string },
): Promise<void> {
  const now = new Date();
  await db
    .insert(pageTexts)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: pageTexts.slug,
      set: { title: values.title, body: values.body, updatedBy: values.updatedBy, updatedAt: now },
    });
}

export async function deletePageText(db: Db, slug: PageSlug): Promise<boolean> {
  const rows = await db.delete(pageTexts).where(eq(pageTexts.slug, slug)).returning({ slug: pageTexts.slug });
  return rows.length > 0;
}
