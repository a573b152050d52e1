// What visitors do with a video, counted honestly: one visitor (account, else device, else address)
// counts once per video, kind and day; any other event of a visitor counts their view too, so the
// rate stays per viewer; the sending is rate limited per visitor and per address. The new counts
// and the engagement_rate the grid orders by are written in the same transaction.
import { engagementRate, videoEventWindowStart, type VideoEventKind } from '@shop/domain/rules';
import { RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import {
  VIDEO_EVENT_ADDRESS_LIMIT,
  VIDEO_EVENT_VISITOR_LIMIT,
  VIDEO_EVENT_WINDOW_MS,
} from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { consumeAttemptsAtomically } from '../rate-limits/rate-limits.service';
import {
  bumpCounts,
  insertNewEvents,
  pruneEvents,
  setEngagementRate,
  videoIsShown,
} from './video-events.repo';

type Deps = Pick<AppDeps, 'database'>;

export type VideoEvent = {
  videoId: string;
  kind: VideoEventKind;
  userId: string | null;
  guestId: string | null;
  ip: string;
};

/** Who counts: the account, else the device's guest id, else the address. */
export const visitorKeyOf = ({ userId, guestId, ip }: Pick<VideoEvent, 'userId' | 'guestId' | 'ip'>) =>
  userId ? `u:${userId}` : guestId ? `g:${guestId}` : `ip:${ip}`;

export async function recordVideoEvent(deps: Deps, event: VideoEvent, now = new Date()) {
  const visitor = visitorKeyOf(event);
  const allowed = await consumeAttemptsAtomically(
    deps,
    [
      { key: `video-events:${visitor}`, limit: VIDEO_EVENT_VISITOR_LIMIT },
      { key: `video-events:ip:${event.ip}`, limit: VIDEO_EVENT_ADDRESS_LIMIT },
    ],
    now,
  );
  if (!allowed) throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
  const db = deps.database.db;
  if (!(await videoIsShown(db, event.videoId)))
    throw new HttpError(404, 'not_found', 'This video is not available.');
  const kinds: VideoEventKind[] = event.kind === 'view' ? ['view'] : ['view', event.kind];
  const windowStart = new Date(videoEventWindowStart(now.getTime()));
  const fresh = await db.transaction(async (tx) => {
    const added = await insertNewEvents(tx, { videoId: event.videoId, visitor, windowStart }, kinds);
    if (added.length > 0) {
      const counts = await bumpCounts(tx, event.videoId, added);
      await setEngagementRate(tx, event.videoId, engagementRate(counts));
    }
    return added;
  });
  // Now and then forget the days that can no longer repeat (1 request in 200).
  if (Math.random() < 0.005) await pruneEvents(db, new Date(windowStart.getTime() - VIDEO_EVENT_WINDOW_MS));
  return { counted: fresh.includes(event.kind) };
}
