// The owner's chat timers and times as read on screen.
import { describe, expect, it } from 'vitest';
import { minutesText, tierCells } from './chat-analytics-screen';
import { contextText, dueText } from './chat-inbox-list';

describe("the inbox's timer to a promise", () => {
  const due = '2026-11-27T07:02:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('counts down to the due time and turns overdue after it', () => {
    expect(dueText(due, at('2026-11-27T07:00:00.000Z'))).toEqual({ text: '2:00 left', overdue: false });
    expect(dueText(due, at('2026-11-27T07:01:55.500Z'))).toEqual({ text: '0:04 left', overdue: false });
    expect(dueText(due, at('2026-11-27T07:02:00.000Z'))).toEqual({ text: '0:00 left', overdue: false });
    expect(dueText(due, at('2026-11-27T07:03:05.000Z'))).toEqual({ text: 'Overdue by 1:05', overdue: true });
    expect(dueText(due, at('2026-11-27T08:02:00.000Z'))).toEqual({ text: 'Overdue by 60:00', overdue: true });
  });
});

describe('what a conversation is about', () => {
  it('names the piece, the order and the bag, or nothing', () => {
    expect(contextText({ product: null, order: null, bag: null })).toBeNull();
    expect(contextText({ product: null, order: null, bag: { items: 0, subtotal: 0 } })).toBeNull();
    expect(
      contextText({
        product: { id: 'p', slug: 'denim', name: 'Denim Jacket' },
        order: { id: 'o', shortId: 'A1B2C3', status: 'paid', total: 3200 },
        bag: { items: 2, subtotal: 4500 },
      }),
    ).toBe('Piece: Denim Jacket · Order #A1B2C3 · Bag: 2 items, KES 4,500');
  });
});

describe('times in the chat analytics', () => {
  it('reads seconds, minutes and hours', () => {
    expect(minutesText(null)).toBe('—');
    expect(minutesText(0.5)).toBe('30 s');
    expect(minutesText(2)).toBe('2 min');
    expect(minutesText(4.26)).toBe('4.3 min');
    expect(minutesText(130)).toBe('2 h 10 min');
  });
});

describe("a tier's figures (one card on a phone, one row on a laptop)", () => {
  const vip = {
    tier: 'vip' as const,
    conversations: 4,
    promiseMinutes: 2,
    firstResponse: { median: 1.5, p90: 3, count: 3 },
    withinPromise: 0.75,
    unanswered: 1,
    ledToOrder: 2,
  };

  it('reads each column in order and raises the alarm on a broken promise', () => {
    expect(tierCells(vip)).toEqual([
      { label: 'Conversations', value: '4' },
      { label: 'Promise', value: '2 min' },
      { label: 'First answer (median)', value: '1.5 min' },
      { label: 'p90', value: '3 min' },
      { label: 'Within promise', value: '75%', alarm: true },
      { label: 'Unanswered', value: '1' },
      { label: 'Led to order', value: '2' },
    ]);
  });

  it('says None for a tier without a promise, and no alarm when it was kept or cannot be told', () => {
    const regular = { ...vip, tier: 'regular' as const, promiseMinutes: null, withinPromise: null };
    expect(tierCells(regular)[1]).toEqual({ label: 'Promise', value: 'None' });
    expect(tierCells(regular)[4]).toEqual({ label: 'Within promise', value: '—', alarm: false });
    expect(tierCells({ ...vip, withinPromise: 1 })[4]).toEqual({
      label: 'Within promise',
      value: '100%',
      alarm: false,
    });
  });
});
