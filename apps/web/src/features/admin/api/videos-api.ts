// The owner's shop videos: the list with what visitors did (each visitor counted once a day), add one
// by YouTube link or by uploading a file (checked by its content on the server), change, delete; and
// the product pins on a video.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { ApiError, readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Videos = ApiClient['admin']['videos'];
export type AdminVideo = InferResponseType<Videos['$get'], 200>['videos'][number];
export type VideoCreatePayload = InferRequestType<Videos['$post']>['json'];
export type VideoChangePayload = InferRequestType<Videos[':id']['$put']>['json'];
type Tags = Videos[':id']['tags'];
export type VideoTag = InferResponseType<Tags['$get'], 200>['tags'][number];
export type TagCreatePayload = InferRequestType<Tags['$post']>['json'];
export type TagChangePayload = InferRequestType<Tags[':tagId']['$put']>['json'];

export const VIDEOS_KEY = [...ADMIN_KEY, 'videos'] as const;
export const tagsKey = (videoId: string) => [...VIDEOS_KEY, videoId, 'tags'] as const;

export const videosQuery = (api: Api) => ({
  queryKey: VIDEOS_KEY,
  queryFn: async (): Promise<AdminVideo[]> =>
    (await readJson(await (await api()).admin.videos.$get())).videos,
  staleTime: 5_000,
});

export async function createVideo(api: Api, json: VideoCreatePayload): Promise<AdminVideo> {
  return (await readJson(await (await api()).admin.videos.$post({ json }))).video;
}

export async function changeVideo(api: Api, id: string, json: VideoChangePayload): Promise<AdminVideo> {
  return (await readJson(await (await api()).admin.videos[':id'].$put({ param: { id }, json }))).video;
}

export async function deleteVideo(api: Api, id: string): Promise<void> {
  await readJson(await (await api()).admin.videos[':id'].$delete({ param: { id } }));
}

/** Sends a video file (and a poster picture) as multipart; the server answers the new video. */
export async function uploadVideo(fields: {
  title: string;
  description: string;
  video: File;
  poster: File | null;
}): Promise<AdminVideo> {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('video', fields.video, fields.video.name);
  if (fields.poster) form.append('poster', fields.poster, fields.poster.name);
  const res = await fetch('/api/admin/videos/upload', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await res.json().catch(() => null)) as {
    video?: AdminVideo;
    error?: { code?: string; message?: string };
  } | null;
  if (!res.ok || !body?.video)
    throw new ApiError(res.status, body?.error?.code ?? 'error', body?.error?.message ?? 'Upload failed');
  return body.video;
}

export const tagsQuery = (api: Api, videoId: string) => ({
  queryKey: tagsKey(videoId),
  queryFn: async (): Promise<VideoTag[]> =>
    (await readJson(await (await api()).admin.videos[':id'].tags.$get({ param: { id: videoId } }))).tags,
});

export async function createTag(api: Api, videoId: string, json: TagCreatePayload): Promise<VideoTag> {
  const tags = (await api()).admin.videos[':id'].tags;
  return (await readJson(await tags.$post({ param: { id: videoId }, json }))).tag;
}

export async function changeTag(
  api: Api,
  videoId: string,
  tagId: string,
  json: TagChangePayload,
): Promise<VideoTag> {
  const tag = (await api()).admin.videos[':id'].tags[':tagId'];
  return (await readJson(await tag.$put({ param: { id: videoId, tagId }, json }))).tag;
}

export async function deleteTag(api: Api, videoId: string, tagId: string): Promise<void> {
  const tag = (await api()).admin.videos[':id'].tags[':tagId'];
  await readJson(await tag.$delete({ param: { id: videoId, tagId } }));
}
