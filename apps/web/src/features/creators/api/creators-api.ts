// The creators programme from the shopper's side: apply (/collaborate), where the signed-in visitor
// stands, the creator's own dashboard, and a video upload that waits for the owner's approval.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { ApiError, readJson, type Api, type ApiClient } from '../../../lib/api-client';

type Creators = ApiClient['creators'];
export type ApplicationPayload = InferRequestType<Creators['applications']['$post']>['json'];
export type CreatorStatus = InferResponseType<Creators['me']['$get'], 200>;
export type CreatorDashboard = InferResponseType<Creators['dashboard']['$get'], 200>;

export const CREATOR_KEY = ['creator'] as const;

export const creatorStatusQuery = (api: Api) => ({
  queryKey: [...CREATOR_KEY, 'me'] as const,
  queryFn: async (): Promise<CreatorStatus> => readJson(await (await api()).creators.me.$get()),
});

export const creatorDashboardQuery = (api: Api) => ({
  queryKey: [...CREATOR_KEY, 'dashboard'] as const,
  queryFn: async (): Promise<CreatorDashboard> => readJson(await (await api()).creators.dashboard.$get()),
  retry: false,
});

export async function applyAsCreator(api: Api, json: ApplicationPayload) {
  return readJson(await (await api()).creators.applications.$post({ json }));
}

/** Sends the video as multipart (the typed client sends JSON only). */
export async function uploadCreatorVideo(fields: { title: string; description: string; video: File }) {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  form.append('video', fields.video, fields.video.name);
  const res = await fetch('/api/creators/videos', { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as {
    video?: { id: string };
    error?: { code?: string; message?: string };
  } | null;
  if (!res.ok || !body?.video)
    throw new ApiError(res.status, body?.error?.code ?? 'error', body?.error?.message ?? 'Upload failed');
  return body.video;
}
