// The owner's e-mail settings, the order e-mail queue (with its retries) and the test e-mail.
import type { InferRequestType, InferResponseType } from 'hono/client';
import { readJson, type Api, type ApiClient } from '../../../lib/api-client';
import { ADMIN_KEY } from './orders-api';

type Settings = ApiClient['admin']['email-settings'];
type Queue = ApiClient['admin']['email-queue'];
export type EmailSettings = InferResponseType<Settings['$get'], 200>;
export type EmailSettingsPayload = InferRequestType<Settings['$put']>['json'];
export type MailQueue = InferResponseType<Queue['$get'], 200>;
export type MailQueueItem = MailQueue['items'][number];
export type QueueShow = 'unprocessed' | 'all';
export type RetryOneAnswer = InferResponseType<Queue[':id']['retry']['$post'], 200>;
export type RetryAllAnswer = InferResponseType<Queue['retry']['$post'], 200>;
export type TestMailAnswer = InferResponseType<ApiClient['admin']['outbox']['test-mail']['$post'], 200>;

export const EMAIL_SETTINGS_KEY = [...ADMIN_KEY, 'email-settings'] as const;
export const MAIL_QUEUE_KEY = [...ADMIN_KEY, 'email-queue'] as const;

export const emailSettingsQuery = (api: Api) => ({
  queryKey: EMAIL_SETTINGS_KEY,
  queryFn: async (): Promise<EmailSettings> => readJson(await (await api()).admin['email-settings'].$get()),
  staleTime: 5_000,
});

export async function saveEmailSettings(api: Api, json: EmailSettingsPayload): Promise<EmailSettings> {
  return readJson(await (await api()).admin['email-settings'].$put({ json }));
}

export const mailQueueQuery = (api: Api, show: QueueShow) => ({
  queryKey: [...MAIL_QUEUE_KEY, show] as const,
  queryFn: async (): Promise<MailQueue> =>
    readJson(await (await api()).admin['email-queue'].$get({ query: { show } })),
  staleTime: 5_000,
});

export async function retryQueueItem(api: Api, id: string): Promise<RetryOneAnswer> {
  return readJson(await (await api()).admin['email-queue'][':id'].retry.$post({ param: { id } }));
}

export async function retryAllQueueItems(api: Api): Promise<RetryAllAnswer> {
  return readJson(await (await api()).admin['email-queue'].retry.$post());
}

export async function sendTestMail(api: Api, to: string): Promise<TestMailAnswer> {
  return readJson(await (await api()).admin.outbox['test-mail'].$post({ json: { to } }));
}
