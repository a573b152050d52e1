import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canOfferOpen,
  detectorWakeAt,
  EXIT_REARM_MS,
  initialDetector,
  isEngaged,
  stepDetector,
  type DetectorEvent,
  type DetectorState,
} from './exit-detector';
import { formatOfferCountdown, offerAcceptedMessage, offerPopupStep, offerSecondsLeft } from './offer-popup';

const config = { sensitivity: 15, delay: 300 };

function run(events: DetectorEvent[], cfg = config) {
  let state: DetectorState = initialDetector();
  const fired: number[] = [];
  for (const event of events) {
    const next = stepDetector(state, event, cfg);
    state = next.state;
    if (next.fire) fired.push(event.t);
  }
  return { state, fired };
}

describe('exit-intent detection on a laptop', () => {
  it('fires 500 ms after the pointer left through the top and stayed out for the delay', () => {
    const { fired, state } = run([
      { kind: 'pointer-move', y: 200, t: 0 },
      { kind: 'pointer-move', y: 40, t: 50 },
      { kind: 'pointer-leave', y: 5, t: 100 },
      { kind: 'tick', t: 399 },
      { kind: 'tick', t: 400 },
      { kind: 'tick', t: 899 },
      { kind: 'tick', t: 900 },
      { kind: 'tick', t: 5000 },
    ]);
    expect(fired).toEqual([900]);
    expect(state.phase).toBe('fired');
  });

  it('says when to wake next', () => {
    const leaving = run([{ kind: 'pointer-leave', y: 0, t: 1000 }]).state;
    expect(detectorWakeAt(leaving, config)).toBe(1300);
    const detected = run([
      { kind: 'pointer-leave', y: 0, t: 1000 },
      { kind: 'tick', t: 1300 },
    ]).state;
    expect(detectorWakeAt(detected, config)).toBe(1800);
    expect(detectorWakeAt(initialDetector(), config)).toBeNull();
  });

  it('ignores leaving below the sensitivity band, sideways or downwards', () => {
    expect(
      run([
        { kind: 'pointer-leave', y: 16, t: 0 },
        { kind: 'tick', t: 5000 },
      ]).fired,
    ).toEqual([]);
    expect(
      run([
        { kind: 'pointer-move', y: 2, t: 0 },
        { kind: 'pointer-move', y: 10, t: 10 },
        { kind: 'pointer-leave', y: 12, t: 20 },
        { kind: 'tick', t: 5000 },
      ]).fired,
    ).toEqual([]);
  });

  it('cancels when the pointer comes back within the delay, and can detect again', () => {
    const { fired } = run([
      { kind: 'pointer-move', y: 50, t: 0 },
      { kind: 'pointer-leave', y: 3, t: 10 },
      { kind: 'pointer-enter', t: 200 },
      { kind: 'tick', t: 2000 },
      { kind: 'pointer-move', y: 60, t: 2100 },
      { kind: 'pointer-move', y: 20, t: 2110 },
      { kind: 'pointer-leave', y: 1, t: 2120 },
      { kind: 'tick', t: 2920 },
    ]);
    expect(fired).toEqual([2920]);
  });

  it('with no delay, detects on leaving', () => {
    expect(
      run(
        [
          { kind: 'pointer-leave', y: 0, t: 0 },
          { kind: 'tick', t: 500 },
        ],
        { sensitivity: 15, delay: 0 },
      ).fired,
    ).toEqual([500]);
  });
});

describe('exit-intent detection on a phone', () => {
  it('fires after a fast scroll up to the top of a page read down', () => {
    const { fired } = run([
      { kind: 'scroll', y: 0, t: 0 },
      { kind: 'scroll', y: 900, t: 2000 },
      { kind: 'scroll', y: 50, t: 2400 },
      { kind: 'tick', t: 2900 },
    ]);
    expect(fired).toEqual([2900]);
  });

  it('ignores slow scrolls, scrolls that stop midway, and short pages', () => {
    const slow = run([
      { kind: 'scroll', y: 900, t: 0 },
      { kind: 'scroll', y: 0, t: 5000 },
      { kind: 'tick', t: 9000 },
    ]);
    const midway = run([
      { kind: 'scroll', y: 2000, t: 0 },
      { kind: 'scroll', y: 1000, t: 100 },
      { kind: 'tick', t: 9000 },
    ]);
    const short = run([
      { kind: 'scroll', y: 300, t: 0 },
      { kind: 'scroll', y: 0, t: 50 },
      { kind: 'tick', t: 9000 },
    ]);
    expect([slow.fired, midway.fired, short.fired]).toEqual([[], [], []]);
  });
});

describe('the detector as a whole (properties)', () => {
  const event = fc.oneof(
    fc.record({ kind: fc.constant('pointer-move' as const), y: fc.integer({ min: -20, max: 900 }) }),
    fc.record({ kind: fc.constant('pointer-leave' as const), y: fc.integer({ min: -20, max: 900 }) }),
    fc.record({ kind: fc.constant('pointer-enter' as const) }),
    fc.record({ kind: fc.constant('scroll' as const), y: fc.integer({ min: 0, max: 4000 }) }),
    fc.record({ kind: fc.constant('tick' as const) }),
  );
  const timeline = fc
    .array(fc.tuple(event, fc.integer({ min: 0, max: 800 })), { maxLength: 60 })
    .map((list) => {
      let t = 0;
      return list.map(([e, gap]) => ({ ...e, t: (t += gap) }) as DetectorEvent);
    });

  it('fires at most once, never earlier than 500 ms after a leave or a scroll', () => {
    fc.assert(
      fc.property(timeline, fc.integer({ min: 0, max: 2000 }), (events, delay) => {
        const { fired } = run(events, { sensitivity: 15, delay });
        if (fired.length > 1) return false;
        if (fired.length === 0) return true;
        const triggers = events.filter(
          (e) => (e.kind === 'pointer-leave' || e.kind === 'scroll') && e.t <= fired[0]! - 500,
        );
        return triggers.length > 0;
      }),
    );
  });

  it('never fires without the pointer leaving at the top or a scroll', () => {
    fc.assert(
      fc.property(timeline, (events) => {
        const quiet = events.filter(
          (e) => !(e.kind === 'scroll' || (e.kind === 'pointer-leave' && e.y <= 15)),
        );
        return run(quiet).fired.length === 0;
      }),
    );
  });
});

describe('when the offer may open', () => {
  const base = {
    enabled: true,
    isAdmin: false,
    pathAllowed: true,
    shownThisSession: false,
    closedAt: null,
    engaged: true,
    now: 10 * EXIT_REARM_MS,
  };
  it('opens once a session, for engaged visitors, never for admins, 24 h after closing', () => {
    expect(canOfferOpen(base)).toBe(true);
    expect(canOfferOpen({ ...base, enabled: false })).toBe(false);
    expect(canOfferOpen({ ...base, isAdmin: true })).toBe(false);
    expect(canOfferOpen({ ...base, pathAllowed: false })).toBe(false);
    expect(canOfferOpen({ ...base, shownThisSession: true })).toBe(false);
    expect(canOfferOpen({ ...base, engaged: false })).toBe(false);
    expect(canOfferOpen({ ...base, closedAt: base.now - EXIT_REARM_MS + 1 })).toBe(false);
    expect(canOfferOpen({ ...base, closedAt: base.now - EXIT_REARM_MS })).toBe(true);
  });
  it('counts as engaged after 15 s or a product viewed', () => {
    expect(isEngaged(14_999, false)).toBe(false);
    expect(isEngaged(15_000, false)).toBe(true);
    expect(isEngaged(0, true)).toBe(true);
  });
});

describe('the offer popup', () => {
  it('minimises while time remains, reopens from the tab, closes for good at zero', () => {
    let s = offerPopupStep({ phase: 'closed' }, { type: 'open', now: 0, durationS: 60 });
    expect(s).toEqual({ phase: 'open', endsAt: 60_000 });
    s = offerPopupStep(s, { type: 'dismiss', now: 1000 });
    expect(s.phase).toBe('minimised');
    expect(offerPopupStep(s, { type: 'reopen', now: 2000 }).phase).toBe('open');
    expect(offerPopupStep(s, { type: 'tick', now: 59_999 }).phase).toBe('minimised');
    expect(offerPopupStep(s, { type: 'tick', now: 60_000 })).toEqual({ phase: 'expired' });
    expect(offerPopupStep(s, { type: 'accept' })).toEqual({ phase: 'accepted' });
    expect(offerPopupStep({ phase: 'expired' }, { type: 'reopen', now: 0 })).toEqual({ phase: 'expired' });
    expect(offerPopupStep({ phase: 'open', endsAt: 5 }, { type: 'dismiss', now: 10 })).toEqual({
      phase: 'expired',
    });
  });
  it('counts down in whole seconds', () => {
    expect(offerSecondsLeft(10_000, 0)).toBe(10);
    expect(offerSecondsLeft(10_000, 9_001)).toBe(1);
    expect(offerSecondsLeft(10_000, 20_000)).toBe(0);
    expect(formatOfferCountdown(600)).toBe('10:00');
    expect(formatOfferCountdown(65)).toBe('1:05');
    expect(formatOfferCountdown(3725)).toBe('1:02:05');
    expect(formatOfferCountdown(-3)).toBe('0:00');
  });
  it('words the accepted toast', () => {
    expect(offerAcceptedMessage(15, 'EXIT15-ABC234')).toBe(
      'Amazing! I just hooked you up with 15% off! Use code EXIT15-ABC234',
    );
  });
});
