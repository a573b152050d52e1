// The exit-intent offer's states (document 2 §4): closed, open, minimised with the countdown tab,
// expired, and accepted. Closing (X, backdrop, Escape) minimises it while time remains; the tab
// reopens it; at zero it closes for good. Accepting closes it too.
export type OfferPopup =
  | { phase: 'closed' }
  | { phase: 'open' | 'minimised'; endsAt: number }
  | { phase: 'expired' }
  | { phase: 'accepted' };

export type OfferPopupAction =
  | { type: 'open'; now: number; durationS: number }
  | { type: 'dismiss'; now: number }
  | { type: 'reopen'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'accept' };

/** Whole seconds left until `endsAt` (never below 0). */
export const offerSecondsLeft = (endsAt: number, now: number) =>
  Math.max(0, Math.ceil((endsAt - now) / 1000));

export function offerPopupStep(state: OfferPopup, action: OfferPopupAction): OfferPopup {
  switch (action.type) {
    case 'open':
      if (state.phase !== 'closed') return state;
      return { phase: 'open', endsAt: action.now + Math.max(1, Math.floor(action.durationS)) * 1000 };
    case 'accept':
      return state.phase === 'open' || state.phase === 'minimised' ? { phase: 'accepted' } : state;
    case 'dismiss':
    case 'reopen':
    case 'tick': {
      if (state.phase !== 'open' && state.phase !== 'minimised') return state;
      if (offerSecondsLeft(state.endsAt, action.now) === 0) return { phase: 'expired' };
      if (action.type === 'dismiss' && state.phase === 'open')
        return { phase: 'minimised', endsAt: state.endsAt };
      if (action.type === 'reopen' && state.phase === 'minimised')
        return { phase: 'open', endsAt: state.endsAt };
      return state;
    }
  }
}

/** The tab's countdown: 'm:ss', or 'h:mm:ss' from an hour. */
export function formatOfferCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/** The toast after accepting (document 2 §8; the spec shows its beginning, the code completes it). */
export const offerAcceptedMessage = (percent: number, code: string) =>
  `Amazing! I just hooked you up with ${percent}% off! Use code ${code}`;
