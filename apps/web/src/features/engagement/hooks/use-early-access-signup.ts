// The sign-up's states: checked on the device with the shop's own rules first (and limited to a few
// tries a minute, as the server also is), then sent; a success shows for a few seconds, then the
// form comes back empty for the next person on a shared phone.
import {
  EARLY_ACCESS_MESSAGES,
  EARLY_ACCESS_SUCCESS_PANEL_MS,
  NAME_TOO_LONG_MESSAGE,
  checkEarlyAccessSignup,
  checkRateLimit,
} from '@shop/domain';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';

export type SignupState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'invalid'; message: string; field: 'email' | 'firstName' }
  | { kind: 'failed'; message: string }
  | { kind: 'success'; message: string };

export function useEarlyAccessSignup() {
  const [state, setState] = useState<SignupState>({ kind: 'idle' });
  const attempts = useRef<number[]>([]);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const fail = (message: string) => {
    setState({ kind: 'failed', message });
    notify.error(message);
  };

  const submit = async (email: string, firstName: string) => {
    if (state.kind === 'submitting') return;
    const checked = checkEarlyAccessSignup(email, firstName);
    if (!checked.ok) {
      setState({
        kind: 'invalid',
        message: checked.error,
        field: checked.error === NAME_TOO_LONG_MESSAGE ? 'firstName' : 'email',
      });
      return;
    }
    // Only tries that would reach the server count, so fixing a typo never locks anyone out.
    const limit = checkRateLimit(attempts.current, Date.now());
    attempts.current = limit.attempts;
    if (!limit.ok) return fail(limit.error);

    setState({ kind: 'submitting' });
    // The request code is fetched on the first submit: the footer form costs the first page almost nothing.
    const loaded = await import('../api/early-access').catch(() => null);
    if (!loaded) return fail(EARLY_ACCESS_MESSAGES.network);
    const { EarlyAccessError, joinEarlyAccess } = loaded;
    try {
      const message = await joinEarlyAccess(checked.value);
      setState({ kind: 'success', message });
      notify.success(message);
      window.clearTimeout(resetTimer.current);
      resetTimer.current = window.setTimeout(() => setState({ kind: 'idle' }), EARLY_ACCESS_SUCCESS_PANEL_MS);
    } catch (error) {
      fail(error instanceof EarlyAccessError ? error.message : EARLY_ACCESS_MESSAGES.unknown);
    }
  };

  return { state, submit };
}
