// POST /api/early-access. Every answer becomes the one sentence the shopper sees: the server's outcome
// maps to the spec's success texts, its refusals keep their own message.
import { EARLY_ACCESS_MESSAGES, RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import { ApiError, readJson, withTimeout } from '../../../lib/api-client';

export type EarlyAccessStatus = 'subscribed' | 'resubscribed' | 'already';

const SUCCESS_MESSAGES: Record<EarlyAccessStatus, string> = {
  subscribed: EARLY_ACCESS_MESSAGES.joined,
  resubscribed: EARLY_ACCESS_MESSAGES.rejoined,
  already: EARLY_ACCESS_MESSAGES.alreadyListed,
};

/** A refused or failed sign-up, with the text to show. */
export class EarlyAccessError extends Error {}

// A refusal as the sentence the spec gives for it; the shop's own refusals keep their message.
function messageFor(error: ApiError): string {
  // Status 0: the request never got an answer (time-out on mobile data, or no connection).
  if (error.status === 0) return EARLY_ACCESS_MESSAGES.network;
  if (error.status === 503) return EARLY_ACCESS_MESSAGES.unavailable;
  if (error.status >= 500) return EARLY_ACCESS_MESSAGES.unknown;
  if (error.code === 'rate_limited' || error.status === 429) return RATE_LIMIT_MESSAGE;
  // 'error' is readJson's code for an answer that was not the shop's JSON (a proxy's page, say).
  if (error.code !== 'error') return error.message;
  if (error.status === 401 || error.status === 403) return EARLY_ACCESS_MESSAGES.auth;
  return EARLY_ACCESS_MESSAGES.unknown;
}

/** Signs an e-mail up for early access; resolves with the success text or throws EarlyAccessError. */
export async function joinEarlyAccess(input: { email: string; firstName: string | null }): Promise<string> {
  try {
    const response = await withTimeout(fetch)('/api/early-access', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    const { status } = await readJson<{ status?: unknown }>(response);
    if (status === 'subscribed' || status === 'resubscribed' || status === 'already')
      return SUCCESS_MESSAGES[status];
  } catch (error) {
    if (error instanceof ApiError) throw new EarlyAccessError(messageFor(error));
  }
  throw new EarlyAccessError(EARLY_ACCESS_MESSAGES.unknown);
}
