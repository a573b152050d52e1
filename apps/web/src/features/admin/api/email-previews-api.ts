// The admin's e-mail previews: the mails the shop sends, each rendered from sample data.
import type { InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Previews = ApiClient['admin']['email-previews'];
export type PreviewKinds = InferResponseType<Previews['$get'], 200>;
export type MailPreview = InferResponseType<Previews[':kind']['$get'], 200>;

const PREVIEWS_KEY = [...ADMIN_KEY, 'email-previews'] as const;

export const previewKindsQuery = (api: Api) => ({
  queryKey: PREVIEWS_KEY,
  queryFn: async (): Promise<PreviewKinds> => readJson(await (await api()).admin['email-previews'].$get()),
  staleTime: Infinity,
});

export const mailPreviewQuery = (api: Api, kind: string) => ({
  queryKey: [...PREVIEWS_KEY, kind] as const,
  queryFn: async (): Promise<MailPreview> =>
    readJson(await (await api()).admin['email-previews'][':kind'].$get({ param: { kind } })),
  staleTime: 60_000,
});
