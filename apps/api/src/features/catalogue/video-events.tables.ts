// One row per visitor, video, kind and day: the key makes a repeated event a no-op, so a video's
// counts (videos.*_count) and its engagement_rate move only for what a new visitor did.
import { VIDEO_EVENT_KINDS } from '@shop/domain/rules';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns';
import { videos } from './catalogue.tables';

export const videoEvents = pgTable(
  'video_events',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: VIDEO_EVENT_KINDS }).notNull(),
    // u:<user id>, g:<guest id> or ip:<address>: who counted, never shown to anyone.
    visitor: text('visitor').notNull(),
    windowStart: moment('window_start').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.kind, t.visitor, t.windowStart] }),
    index('video_events_window_idx').on(t.windowStart),
    check('video_events_kind', sql.raw(`kind IN (${VIDEO_EVENT_KINDS.map((k) => `'${k}'`).join(', ')})`)),
  ],
);
