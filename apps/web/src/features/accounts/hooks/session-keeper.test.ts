// The session keeper with a fake clock, fake fetch and a bare window/document (no browser needed).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_URL, keepSessionFresh, SIGNING_OUT_EVENT, TICK_MS } from './session-keeper';

type Answer = { status: number; expiresAt?: string } | 'network';

function stubBrowser(answers: Answer[]) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const storage = new Map<string, string>();
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
  });
  const calls: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls.push(Date.now());
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer === 'network') throw new TypeError('offline');
      const body = answer.expiresAt ? { session: { expiresAt: answer.expiresAt } } : null;
      return new Response(JSON.stringify(body), { status: answer.status });
    }),
  );
  return {
    win,
    doc,
    calls,
    events: () => JSON.parse(storage.get('auth_diagnostics') ?? '[]') as { event: string }[],
  };
}

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('keeping the session fresh', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks the server within 3 ticks of expiry and records the refresh', async () => {
    const far = inMs(10 * 60_000);
    const browser = stubBrowser([{ status: 200, expiresAt: far }]);
    const leave = vi.fn();
    const stop = keepSessionFresh(leave);
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.calls).toHaveLength(1);
    // Far from expiry: ticks pass without asking.
    await vi.advanceTimersByTimeAsync(TICK_MS * 3);
    expect(browser.calls).toHaveLength(1);
    // Within 90 s of the expiry the next tick asks, and the server extends the session.
    vi.mocked(fetch).mockImplementation(async () => {
      browser.calls.push(Date.now());
      return new Response(JSON.stringify({ session: { expiresAt: inMs(7 * 24 * 3600_000) } }), {
        status: 200,
      });
    });
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 90_000 - TICK_MS * 3 + TICK_MS);
    expect(browser.calls.length).toBeGreaterThanOrEqual(2);
    expect(browser.events().map((e) => e.event)).toContain('token_refreshed');
    expect(leave).not.toHaveBeenCalled();
    stop();
  });

  it('signs out to /login?error=expired_session when the server no longer knows the session', async () => {
    const browser = stubBrowser([{ status: 200, expiresAt: inMs(3600_000) }, { status: 200 }]);
    const leave = vi.fn();
    keepSessionFresh(leave);
    await vi.advanceTimersByTimeAsync(0);
    browser.win.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(leave).toHaveBeenCalledWith(EXPIRED_URL);
    expect(browser.events()[0]?.event).toBe('signed_out');
  });

  it('retries network failures from 200 ms, doubling, without signing anyone out', async () => {
    const browser = stubBrowser([
      'network',
      'network',
      'network',
      { status: 200, expiresAt: inMs(3600_000) },
    ]);
    const leave = vi.fn();
    const stop = keepSessionFresh(leave);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(200);
    await vi.advanceTimersByTimeAsync(400);
    await vi.advanceTimersByTimeAsync(800);
    const gaps = browser.calls.slice(1).map((t, i) => t - browser.calls[i]!);
    expect(gaps).toEqual([200, 400, 800]);
    expect(leave).not.toHaveBeenCalled();
    stop();
  });

  it('stops quietly when the shopper signs out on purpose', async () => {
    const browser = stubBrowser([{ status: 200, expiresAt: inMs(3600_000) }, { status: 401 }]);
    const leave = vi.fn();
    keepSessionFresh(leave);
    await vi.advanceTimersByTimeAsync(0);
    browser.win.dispatchEvent(new Event(SIGNING_OUT_EVENT));
    browser.win.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(TICK_MS * 20);
    expect(browser.calls).toHaveLength(1);
    expect(leave).not.toHaveBeenCalled();
    expect(browser.events()[0]?.event).toBe('signed_out');
  });
});
