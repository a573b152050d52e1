// POST /api/early-access. Every answer becomes the one sentence the shopper sees: the server's outcome
// maps to the spec's success texts, its refusals keep their own message.
import { EARLY_ACCESS_MESSAGES, RATE_LIMIT_MESSAGE } from '@shop/domain';
import { ApiError, withTimeout } from '../../../lib/api-client';

export type EarlyAccessStatus = 'subscribed' | 'resubscribed' | 'already';

const SUCCESS_MESSAGES: Record<EarlyAccessStatus, string> = {
  subscribed: EARLY_ACCESS_MESSAGES.joined,
  resubscribed: EARLY_ACCESS_MESSAGES.rejoined,
  already: EARLY_ACCESS_MESSAGES.alreadyListed,
};

/** A refused or failed sign-up, with the text to show. */
export class EarlyAccessError extends Error {}

async function errorMessage(response: Response): Promise<string> {
  if (response.status === 503) return EARLY_ACCESS_MESSAGES.unavailable;
  if (response.status < 400 || response.status >= 500) return EARLY_ACCESS_MESSAGES.unknown;
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    if (body.error?.code === 'rate_limited') return RATE_LIMIT_MESSAGE;
    if (typeof body.error?.message === 'string' && body.error.message) return body.error.message;
  } catch {
    // Not the shop's JSON (a proxy's error page, say).
  }
  if (response.status === 429) return RATE_LIMIT_MESSAGE;
  if (response.status === 401 || response.status === 403) return EARLY_ACCESS_MESSAGES.auth;
  return EARLY_ACCESS_MESSAGES.unknown;
}

/** Signs an e-mail up for early access; resolves with the success text or throws EarlyAccessError. */
export async function joinEarlyAccess(input: { email: string; firstName: string | null }): Promise<string> {
  let response: Response;
  try {
    response = await withTimeout(fetch)('/api/early-access', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
  } catch (error) {
    // A time-out on mobile data is a connection problem to the shopper too.
    if (error instanceof ApiError) throw new EarlyAccessError(EARLY_ACCESS_MESSAGES.network);
    throw new EarlyAccessError(EARLY_ACCESS_MESSAGES.unknown);
  }
  if (!response.ok) throw new EarlyAccessError(await errorMessage(response));
  const body = (await response.json().catch(() => null)) as { status?: unknown } | null;
  const status = body?.status;
  if (status === 'subscribed' || status === 'resubscribed' || status === 'already')
    return SUCCESS_MESSAGES[status];
  throw new EarlyAccessError(EARLY_ACCESS_MESSAGES.unknown);
}
