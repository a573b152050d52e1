// The product pins of one video, as the owner edits them. A pin's product is any product (switched
// off ones included: the storefront's read hides what a visitor may not see).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products, productTags, videos } from './catalogue.tables';

export type NewTagRecord = typeof productTags.$inferInsert;

const FIELDS = {
  id: productTags.id,
  video_id: productTags.videoId,
  timestamp: productTags.timestamp,
  position_x: productTags.positionX,
  position_y: productTags.positionY,
  show_at: productTags.showAt,
  hide_at: productTags.hideAt,
  product: { id: products.id, name: products.name, price: products.price, is_active: products.isActive },
};

export function listTags(db: Db, videoId: string) {
  return db
    .select(FIELDS)
    .from(productTags)
    .innerJoin(products, eq(products.id, productTags.productId))
    .where(eq(productTags.videoId, videoId))
    .orderBy(asc(productTags.showAt), asc(productTags.createdAt));
}

export async function findTag(db: Db, videoId: string, tagId: string) {
  const [row] = await db
    .select(FIELDS)
    .from(productTags)
    .innerJoin(products, eq(products.id, productTags.productId))
    .where(and(eq(productTags.videoId, videoId), eq(productTags.id, tagId)));
  return row ?? null;
}

export async function videoExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.id, id));
  return !!row;
}

export async function productExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return !!row;
}

export async function insertTag(db: Db, values: NewTagRecord): Promise<string> {
  const [row] = await db.insert(productTags).values(values).returning({ id: productTags.id });
  return row!.id;
}

export async function updateTag(db: Db, videoId: string, tagId: string, values: Partial<NewTagRecord>) {
  const rows = await db
    .update(productTags)
    .set(values)
    .where(and(eq(productTags.videoId, videoId), eq(productTags.id, tagId)))
    .returning({ id: productTags.id });
  return rows.length > 0;
}

export async function deleteTag(db: Db, videoId: string, tagId: string): Promise<boolean> {
  const rows = await db
    .delete(productTags)
    .where(and(eq(productTags.videoId, videoId), eq(productTags.id, tagId)))
    .returning({ id: productTags.id });
  return rows.length > 0;
}
