// The owner's shop videos: list, one video, publish one (from an uploaded MP4/WebM or a YouTube
// address), change it, take it down. The storefront's video cards read the same rows.
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { sentFields } from '../../lib/sent-fields';
import { visitorCache } from '../../lib/visitor-cache';
import {
  deleteVideo,
  findAdminVideo,
  insertVideo,
  listAdminVideos,
  updateVideo,
  type NewVideoRecord,
  type VideoRecord,
} from './videos-admin.repo';
import type { VideoChange, VideoCreate } from '@shop/contracts';

type Deps = Pick<AppDeps, 'database' | 'config'>;

const NOT_FOUND = 'No such video.';

function view({ video: v, tags }: { video: VideoRecord; tags: number }) {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    url: v.url,
    thumbnail_url: v.thumbnailUrl,
    engagement_rate: v.engagementRate,
    active: v.active,
    // Each visitor counted once a day (video_events).
    stats: {
      views: v.viewCount,
      plays: v.playCount,
      completions: v.completeCount,
      pin_taps: v.pinTapCount,
      bag_adds: v.bagAddCount,
      shares: v.shareCount,
    },
    // Set for a customer's own upload; null for the shop's videos.
    user_id: v.userId,
    // A creator's upload waits for the owner's approval (admin/creators/:id) before the shop shows it.
    review_status: v.reviewStatus,
    tag_count: tags,
    created_at: v.createdAt.toISOString(),
  };
}

function columns(input: VideoChange): Partial<NewVideoRecord> {
  return sentFields<Partial<NewVideoRecord>>({
    title: input.title,
    description: input.description,
    url: input.url,
    thumbnailUrl: input.thumbnail_url,
    active: input.active,
  });
}

export async function adminVideoList(deps: Deps) {
  return { videos: (await listAdminVideos(deps.database.db)).map(view) };
}

export async function adminVideoDetail(deps: Deps, id: string) {
  const row = await findAdminVideo(deps.database.db, id);
  if (!row) throw new HttpError(404, 'not_found', NOT_FOUND);
  return { video: view(row) };
}

export async function createVideo(deps: Deps, input: VideoCreate & { thumbnail_url?: string | null }) {
  const id = await insertVideo(deps.database.db, { ...columns(input), title: input.title, url: input.url });
  visitorCache(deps).clear();
  return adminVideoDetail(deps, id);
}

export async function changeVideo(deps: Deps, id: string, input: VideoChange) {
  const record = columns(input);
  if (Object.keys(record).length === 0) return adminVideoDetail(deps, id);
  if (!(await updateVideo(deps.database.db, id, record))) throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return adminVideoDetail(deps, id);
}

export async function removeVideo(deps: Deps, id: string) {
  if (!(await deleteVideo(deps.database.db, id))) throw new HttpError(404, 'not_found', NOT_FOUND);
  visitorCache(deps).clear();
  return { deleted: true };
}
