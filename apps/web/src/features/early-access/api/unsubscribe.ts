// The unsubscribe link's two calls: what the link is for (reading changes nothing) and leaving.
import { UNSUBSCRIBE_MESSAGES } from '@shop/domain/texts';
import { ApiError, readJson, type Api } from '../../../lib/api-client';

export type UnsubscribePreview = { email: string; status: 'active' | 'unsubscribed' };
export type UnsubscribeResult = { email: string; status: 'unsubscribed' | 'already'; message: string };

/** The sentence for a failed call: the link's own problem, or the server's message. */
export function unsubscribeErrorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.status === 400 ? UNSUBSCRIBE_MESSAGES.invalidLink : error.message;
  return 'Something went wrong. Please try again.';
}

export const isInvalidLink = (error: unknown) => error instanceof ApiError && error.status === 400;

export async function previewUnsubscribe(api: Api, token: string): Promise<UnsubscribePreview> {
  return readJson(await (await api())['early-access'].unsubscribe.$get({ query: { token } }));
}

export async function unsubscribe(api: Api, token: string): Promise<UnsubscribeResult> {
  return readJson(await (await api())['early-access'].unsubscribe.$post({ json: { token } }));
}
