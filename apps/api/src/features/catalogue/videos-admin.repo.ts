// The owner's videos: every video with its number of product pins, and the writes of the video form.
// Deleting a video removes its pins with it (product_tags ON DELETE CASCADE); nothing else points at it.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { productTags, videos } from './catalogue.tables';
import { qualified } from './product-access.repo';

export type VideoRecord = typeof videos.$inferSelect;
export type NewVideoRecord = typeof videos.$inferInsert;

const FIELDS = {
  video: videos,
  tags: sql<number>`(select count(*)::int from ${productTags} t where t.video_id = ${qualified(videos.id)})`,
};

export function listAdminVideos(db: Db) {
  return db.select(FIELDS).from(videos).orderBy(desc(videos.createdAt), desc(videos.id)).limit(500);
}

export async function findAdminVideo(db: Db, id: string) {
  const [row] = await db.select(FIELDS).from(videos).where(eq(videos.id, id));
  return row ?? null;
}

export async function insertVideo(db: Db, values: NewVideoRecord): Promise<string> {
  const [row] = await db.insert(videos).values(values).returning({ id: videos.id });
  return row!.id;
}

export async function updateVideo(db: Db, id: string, values: Partial<NewVideoRecord>): Promise<boolean> {
  const rows = await db.update(videos).set(values).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}

export async function deleteVideo(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
  return rows.length > 0;
}
