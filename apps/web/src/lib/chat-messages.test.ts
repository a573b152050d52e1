import type { ChatMessageView } from '@shop/contracts';
import { CHAT_PHOTO_MAX_BYTES } from '@shop/domain/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastSeqFrom,
  mergeMessages,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photoProblem,
  tickOf,
  typingThrottle,
  unreadCount,
} from './chat-messages';

const message = (seq: number, sender: ChatMessageView['sender'] = 'customer'): ChatMessageView => ({
  id: `m${seq}`,
  seq,
  conversationId: 'c1',
  clientId: null,
  sender,
  authorName: null,
  body: `message ${seq}`,
  product: null,
  imageUrl: null,
  createdAt: '2026-11-27T07:00:00.000Z',
});

describe('merging chat messages', () => {
  it('keeps each message once, in seq order, whatever order and how often they arrive', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }),
        (first, second) => {
          const merged = mergeMessages(
            mergeMessages(
              [],
              first.map((s) => message(s)),
            ),
            second.map((s) => message(s)),
          );
          const expected = [...new Set([...first, ...second])].sort((a, b) => a - b);
          expect(merged.map((m) => m.seq)).toEqual(expected);
        },
      ),
    );
  });

  it('answers the same list when nothing new arrived (no needless re-render)', () => {
    const list = [message(1), message(2)];
    expect(mergeMessages(list, [message(2)])).toBe(list);
    expect(mergeMessages(list, [message(3)])).not.toBe(list);
  });

  it('keeps the first copy of a message it already has', () => {
    const stored = { ...message(5), body: 'stored' };
    expect(mergeMessages([stored], [{ ...message(5), body: 'replayed' }])[0]!.body).toBe('stored');
  });
});

describe('unread, last seen and ticks', () => {
  const thread = [message(1), message(2, 'shop'), message(3, 'system'), message(4, 'shop'), message(5)];

  it("counts the other side's messages after the reader's mark, never system lines", () => {
    expect(unreadCount(thread, 'customer', 0)).toBe(2);
    expect(unreadCount(thread, 'customer', 2)).toBe(1);
    expect(unreadCount(thread, 'customer', 4)).toBe(0);
    expect(unreadCount(thread, 'shop', 1)).toBe(1);
    expect(unreadCount([], 'shop', 0)).toBe(0);
  });

  it('marks up to the newest message from the other side', () => {
    expect(lastSeqFrom(thread, 'customer')).toBe(4);
    expect(lastSeqFrom(thread, 'shop')).toBe(5);
    expect(lastSeqFrom([], 'shop')).toBe(0);
  });

  it('shows ✓✓ once the other side has read up to the message, ✓ before', () => {
    expect(tickOf(message(3), 2)).toBe('stored');
    expect(tickOf(message(3), 3)).toBe('read');
    expect(tickOf(message(3), 9)).toBe('read');
  });
});

describe('checking a photo before it is sent', () => {
  it('takes the raster pictures the server takes, up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'])
      expect(photoProblem({ type, size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: CHAT_PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses other files, empty files and files over the limit', () => {
    expect(photoProblem({ type: 'image/svg+xml', size: 100 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoProblem({ type: 'text/html', size: 100 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoProblem({ type: '', size: 100 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoProblem({ type: 'image/png', size: 0 })).toBe(PHOTO_TYPE_MESSAGE);
    expect(photoProblem({ type: 'image/png', size: CHAT_PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_SIZE_MESSAGE);
    expect(PHOTO_SIZE_MESSAGE).toBe('A photo may be at most 5 MB');
  });
});

describe('the typing signal', () => {
  it('is sent at most once per period however fast the keys come', () => {
    let now = 0;
    let sent = 0;
    const typing = typingThrottle(
      () => (sent += 1),
      2000,
      () => now,
    );
    for (now = 0; now < 10_000; now += 100) typing();
    expect(sent).toBe(5);
    now = 11_999;
    typing();
    expect(sent).toBe(6);
  });
});
