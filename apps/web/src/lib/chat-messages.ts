// What the shopper's panel and the owner's inbox both do with chat messages: keep each one once (the
// stream, a reconnect's replay and the POST's answer may all bring the same message), in the shop's
// order (seq); count what the reader has not seen; tell a sent message's tick; check a photo before it
// is sent (the server checks it again, by its content).
import type { ChatMessageView } from '@shop/contracts';
import { CHAT_PHOTO_MAX_BYTES } from '@shop/domain/rules';

export type ChatSide = 'customer' | 'shop';

/** `existing` with `incoming` added: one message per id, in seq order. */
export function mergeMessages(
  existing: readonly ChatMessageView[],
  incoming: readonly ChatMessageView[],
): ChatMessageView[] {
  const byId = new Map(existing.map((m) => [m.id, m]));
  let changed = false;
  for (const message of incoming) {
    if (byId.has(message.id)) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return existing as ChatMessageView[];
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The other side's messages the reader (`reader`) has not seen yet. */
export const unreadCount = (messages: readonly ChatMessageView[], reader: ChatSide, readUpTo: number) =>
  messages.filter((m) => m.sender !== reader && m.sender !== 'system' && m.seq > readUpTo).length;

/** The newest seq among messages from the other side, or 0. */
export const lastSeqFrom = (messages: readonly ChatMessageView[], reader: ChatSide) =>
  messages.reduce((top, m) => (m.sender !== reader && m.seq > top ? m.seq : top), 0);

/** ✓ stored, ✓✓ read by the other side. */
export const tickOf = (message: ChatMessageView, otherReadUpTo: number): 'stored' | 'read' =>
  message.seq <= otherReadUpTo ? 'read' : 'stored';

// The raster pictures the server takes (it reads the type from the bytes; this only spares a refused upload).
const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];

export const PHOTO_TYPE_MESSAGE = 'Please choose a photo (JPEG, PNG, GIF, WebP or AVIF)';
export const PHOTO_SIZE_MESSAGE = `A photo may be at most ${CHAT_PHOTO_MAX_BYTES / 1024 / 1024} MB`;

/** Why this file cannot be sent as a photo, or null when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return PHOTO_TYPE_MESSAGE;
  if (file.size > CHAT_PHOTO_MAX_BYTES) return PHOTO_SIZE_MESSAGE;
  if (file.size === 0) return PHOTO_TYPE_MESSAGE;
  return null;
}

/**
 * Calls `send` at most once per `everyMs` while the person keeps typing (the typing indicator), so a
 * fast typist does not send a request per key.
 */
export function typingThrottle(send: () => void, everyMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  return () => {
    const at = now();
    if (at - last < everyMs) return;
    last = at;
    send();
  };
}
