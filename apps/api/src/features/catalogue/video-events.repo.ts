// Visitors' video events: an event row per visitor, video, kind and day (a repeat is a no-op), the
// video's counts moved by the new rows only, and its engagement_rate as the domain works it out.
import type { VideoEventCounts, VideoEventKind } from '@shop/domain/rules';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { videos } from './catalogue.tables';
import { videoShownInShop } from './videos.repo';
import { videoEvents } from './video-events.tables';

const COUNTER = {
  view: 'viewCount',
  play_3s: 'playCount',
  complete: 'completeCount',
  pin_tap: 'pinTapCount',
  add_to_bag: 'bagAddCount',
  share: 'shareCount',
} as const;

/** Whether visitors may see (and so count on) this video. */
export async function videoIsShown(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.id, id), videoShownInShop()));
  return !!row;
}

/** Records the events this visitor has not yet sent in this window; answers the kinds that were new. */
export async function insertNewEvents(
  db: Db,
  event: { videoId: string; visitor: string; windowStart: Date },
  kinds: VideoEventKind[],
): Promise<VideoEventKind[]> {
  const rows = await db
    .insert(videoEvents)
    .values(kinds.map((kind) => ({ ...event, kind })))
    .onConflictDoNothing()
    .returning({ kind: videoEvents.kind });
  return rows.map((r) => r.kind);
}

/** Adds one to each counter of `kinds` (the row stays locked to the end of the transaction). */
export async function bumpCounts(
  db: Db,
  videoId: string,
  kinds: VideoEventKind[],
): Promise<VideoEventCounts> {
  const set = Object.fromEntries(kinds.map((kind) => [COUNTER[kind], sql`${videos[COUNTER[kind]]} + 1`]));
  const [row] = await db.update(videos).set(set).where(eq(videos.id, videoId)).returning({
    view: videos.viewCount,
    play_3s: videos.playCount,
    complete: videos.completeCount,
    pin_tap: videos.pinTapCount,
    add_to_bag: videos.bagAddCount,
    share: videos.shareCount,
  });
  return row!;
}

export async function setEngagementRate(db: Db, videoId: string, rate: number): Promise<void> {
  await db.update(videos).set({ engagementRate: rate }).where(eq(videos.id, videoId));
}

/** Forgets events from windows that can no longer repeat. */
export async function pruneEvents(db: Db, before: Date): Promise<void> {
  await db.delete(videoEvents).where(lt(videoEvents.windowStart, before));
}
