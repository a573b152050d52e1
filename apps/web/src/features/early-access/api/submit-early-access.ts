// One sign-up attempt, fetched with the rules it needs on the first submit (so the footer form costs
// the first page almost nothing): checked on the device with the shop's own rules and limited to a
// few tries a minute (the server limits too), then sent.
import { checkEarlyAccessSignup, checkRateLimit } from '@shop/domain/rules';
import { EARLY_ACCESS_MESSAGES, NAME_TOO_LONG_MESSAGE } from '@shop/domain/texts';
import { EarlyAccessError, joinEarlyAccess } from './early-access';

export type SubmitOutcome =
  | { kind: 'invalid'; message: string; field: 'email' | 'firstName' }
  | { kind: 'failed'; message: string }
  | { kind: 'success'; message: string };

/** Checks, rate-limits and sends one sign-up; `attempts` holds this device's recent tries. */
export async function submitEarlyAccess(
  email: string,
  firstName: string,
  attempts: { current: number[] },
): Promise<SubmitOutcome> {
  const checked = checkEarlyAccessSignup(email, firstName);
  if (!checked.ok) {
    return {
      kind: 'invalid',
      message: checked.error,
      field: checked.error === NAME_TOO_LONG_MESSAGE ? 'firstName' : 'email',
    };
  }
  // Only tries that would reach the server count, so fixing a typo never locks anyone out.
  const limit = checkRateLimit(attempts.current, Date.now());
  attempts.current = limit.attempts;
  if (!limit.ok) return { kind: 'failed', message: limit.error };
  try {
    return { kind: 'success', message: await joinEarlyAccess(checked.value) };
  } catch (error) {
    return {
      kind: 'failed',
      message: error instanceof EarlyAccessError ? error.message : EARLY_ACCESS_MESSAGES.unknown,
    };
  }
}
