// Exit-intent detection as a pure state machine (document 2 §4, §9). The page feeds it what it can
// honestly see — pointer moves, the pointer leaving or re-entering the window, scrolling, the clock —
// and it says when to open the offer:
// - laptop: the pointer leaves through the top edge (within `sensitivity` px of it, moving up) and
//   stays out for `delay` ms;
// - phone: a fast scroll up that ends near the top, after having read down the page;
// then the callback fires 500 ms later. It fires at most once; the caller keeps it to once a session,
// to engaged visitors, and away for 24 h after the offer was closed (canOfferOpen).
import { DAY_MS } from '../time';

export const EXIT_CALLBACK_DELAY_MS = 500;
/** After closing, the offer cannot come back for 24 h. */
export const EXIT_REARM_MS = DAY_MS;
/** Engaged: this long on the site, or a product viewed. */
export const EXIT_ENGAGED_AFTER_MS = 15_000;
/** Phone: a scroll up at least this fast (px per ms) … */
export const EXIT_SCROLL_SPEED = 1.2;
/** … ending this close to the top (px) … */
export const EXIT_SCROLL_NEAR_TOP = 120;
/** … after having scrolled at least this far down (px). */
export const EXIT_SCROLL_MIN_DEPTH = 600;

export interface DetectorConfig {
  sensitivity: number;
  delay: number;
  callbackDelay?: number;
}

export type DetectorState =
  | {
      phase: 'watching';
      /** The pointer's last vertical position and whether it last moved up. */
      pointerY: number | null;
      movingUp: boolean;
      scrollY: number | null;
      scrollT: number | null;
      deepest: number;
    }
  | { phase: 'leaving'; since: number; deepest: number }
  | { phase: 'detected'; fireAt: number }
  | { phase: 'fired' };

export type DetectorEvent =
  | { kind: 'pointer-move'; y: number; t: number }
  | { kind: 'pointer-leave'; y: number; t: number }
  | { kind: 'pointer-enter'; t: number }
  | { kind: 'scroll'; y: number; t: number }
  | { kind: 'tick'; t: number };

export const initialDetector = (): DetectorState => ({
  phase: 'watching',
  pointerY: null,
  movingUp: false,
  scrollY: null,
  scrollT: null,
  deepest: 0,
});

const finite = (n: number) => Number.isFinite(n);

function detected(t: number, config: DetectorConfig): DetectorState {
  return { phase: 'detected', fireAt: t + (config.callbackDelay ?? EXIT_CALLBACK_DELAY_MS) };
}

/** One step: the next state, and whether the offer should open now. */
export function stepDetector(
  state: DetectorState,
  event: DetectorEvent,
  config: DetectorConfig,
): { state: DetectorState; fire: boolean } {
  const stay = { state, fire: false };
  if (!finite(event.t) || ('y' in event && !finite(event.y))) return stay;
  const delay = Math.max(0, config.delay);
  switch (state.phase) {
    case 'fired':
      return stay;
    case 'detected':
      if (event.t >= state.fireAt) return { state: { phase: 'fired' }, fire: true };
      return stay;
    case 'leaving':
      if (event.kind === 'pointer-enter' || event.kind === 'pointer-move')
        return {
          state: {
            phase: 'watching',
            pointerY: event.kind === 'pointer-move' ? event.y : null,
            movingUp: false,
            scrollY: null,
            scrollT: null,
            deepest: state.deepest,
          },
          fire: false,
        };
      if (event.t - state.since >= delay) return advance(detected(state.since + delay, config), event);
      return stay;
    case 'watching':
      return watch(state, event, config);
  }
}

// A detection whose callback moment has already passed fires at once.
function advance(state: DetectorState, event: DetectorEvent) {
  if (state.phase === 'detected' && event.t >= state.fireAt)
    return { state: { phase: 'fired' } as DetectorState, fire: true };
  return { state, fire: false };
}

function watch(
  state: Extract<DetectorState, { phase: 'watching' }>,
  event: DetectorEvent,
  config: DetectorConfig,
): { state: DetectorState; fire: boolean } {
  switch (event.kind) {
    case 'pointer-move':
      return {
        state: {
          ...state,
          movingUp: state.pointerY !== null && event.y < state.pointerY,
          pointerY: event.y,
        },
        fire: false,
      };
    case 'pointer-leave': {
      const atTop = event.y <= Math.max(0, config.sensitivity);
      const upward = state.pointerY === null || state.movingUp || event.y < state.pointerY;
      if (!atTop || !upward) return { state: { ...state, pointerY: event.y }, fire: false };
      const leaving: DetectorState = { phase: 'leaving', since: event.t, deepest: state.deepest };
      return Math.max(0, config.delay) === 0
        ? advance(detected(event.t, config), event)
        : { state: leaving, fire: false };
    }
    case 'pointer-enter':
    case 'tick':
      return { state, fire: false };
    case 'scroll': {
      const y = Math.max(0, event.y);
      const deepest = Math.max(state.deepest, y);
      const next = { ...state, scrollY: y, scrollT: event.t, deepest };
      if (state.scrollY === null || state.scrollT === null || event.t <= state.scrollT)
        return { state: next, fire: false };
      const speed = (state.scrollY - y) / (event.t - state.scrollT);
      if (speed >= EXIT_SCROLL_SPEED && y <= EXIT_SCROLL_NEAR_TOP && state.deepest >= EXIT_SCROLL_MIN_DEPTH)
        return { state: detected(event.t, config), fire: false };
      return { state: next, fire: false };
    }
  }
}

/** When the page should next send a tick (ms epoch), or null when nothing is waiting. */
export function detectorWakeAt(state: DetectorState, config: DetectorConfig): number | null {
  if (state.phase === 'detected') return state.fireAt;
  if (state.phase === 'leaving') return state.since + Math.max(0, config.delay);
  return null;
}

/** Whether the offer may open now; each reason keeps it closed. */
export function canOfferOpen(input: {
  enabled: boolean;
  isAdmin: boolean;
  pathAllowed: boolean;
  shownThisSession: boolean;
  /** When the visitor last closed an offer for good (ms epoch), if ever. */
  closedAt: number | null;
  engaged: boolean;
  now: number;
}): boolean {
  if (!input.enabled || input.isAdmin || !input.pathAllowed || input.shownThisSession || !input.engaged)
    return false;
  if (
    input.closedAt !== null &&
    Number.isFinite(input.closedAt) &&
    input.now - input.closedAt < EXIT_REARM_MS
  )
    return false;
  return true;
}

/** Engaged: long enough on the site, or a product viewed. */
export const isEngaged = (sinceStartMs: number, productViewed: boolean) =>
  productViewed || sinceStartMs >= EXIT_ENGAGED_AFTER_MS;
