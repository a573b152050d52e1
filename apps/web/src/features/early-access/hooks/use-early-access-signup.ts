// The sign-up's states: idle, submitting, invalid, failed, success. A success shows for a few seconds,
// then the form comes back empty for the next person on a shared phone.
import { EARLY_ACCESS_MESSAGES } from '@shop/domain/texts';
import { EARLY_ACCESS_SUCCESS_PANEL_MS } from '@shop/domain/timings';
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

  const submit = async (email: string, firstName: string) => {
    if (state.kind === 'submitting') return;
    setState({ kind: 'submitting' });
    const loaded = await import('../api/submit-early-access').catch(() => null);
    const outcome = loaded
      ? await loaded.submitEarlyAccess(email, firstName, attempts)
      : ({ kind: 'failed', message: EARLY_ACCESS_MESSAGES.network } as const);
    setState(outcome);
    if (outcome.kind === 'failed') notify.error(outcome.message);
    if (outcome.kind === 'success') {
      notify.success(outcome.message);
      window.clearTimeout(resetTimer.current);
      resetTimer.current = window.setTimeout(() => setState({ kind: 'idle' }), EARLY_ACCESS_SUCCESS_PANEL_MS);
    }
  };

  return { state, submit };
}
