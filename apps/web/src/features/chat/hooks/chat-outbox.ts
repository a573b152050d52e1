// Messages on their way: shown at once as "Sending…", sent one after another in the order written, and
// sent again with the SAME clientId when the connection failed (the server answers the stored message
// for a clientId it has already, so a message that did arrive before the answer was lost is kept once).
// Retries back off (1 s, 2 s, 4 s … 15 s) and start at once when the browser is back online. A message
// the server refused (too long, not a photo) stays with the server's reason until the shopper drops it.
import type { ChatMessageInput, ChatMessageView } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client';
import { chatApi, type SentMessage } from '../api/chat-api';
import { takeSent } from './thread-cache';

export type PendingMessage = {
  clientId: string;
  body: string;
  product: ChatMessageView['product'];
  photo: File | null;
  previewUrl: string | null;
  context?: ChatMessageInput['context'];
  createdAt: string;
  /** sending: on its way or waiting for the next try; refused: the server said no (`problem`). */
  state: 'sending' | 'retrying' | 'refused';
  problem: string | null;
};

export type Draft = Pick<PendingMessage, 'body' | 'product' | 'photo' | 'context'>;

let pending: PendingMessage[] = [];
const listeners = new Set<() => void>();
let client: QueryClient | null = null;
let busy = false;
let attempt = 0;
let retryTimer = 0;

function set(next: PendingMessage[]) {
  pending = next;
  listeners.forEach((listener) => listener());
}
const patch = (clientId: string, change: Partial<PendingMessage>) =>
  set(pending.map((p) => (p.clientId === clientId ? { ...p, ...change } : p)));

/** The messages not stored yet, in the order written. */
export const usePendingMessages = () =>
  useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => pending,
    () => pending,
  );

/** The message with this clientId is stored (its answer or the stream said so): no longer pending. */
export function settlePending(clientId: string) {
  const found = pending.find((p) => p.clientId === clientId);
  if (!found) return;
  if (found.previewUrl) URL.revokeObjectURL(found.previewUrl);
  set(pending.filter((p) => p.clientId !== clientId));
}

/** Drops a refused message. */
export const discardPending = settlePending;

const retryable = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

const deliver = (p: PendingMessage): Promise<SentMessage> =>
  p.photo
    ? chatApi.sendPhoto(p.photo, p.clientId)
    : chatApi.sendMessage({
        clientId: p.clientId,
        body: p.body,
        ...(p.product && { productId: p.product.id }),
        ...(p.context && { context: p.context }),
      });

async function pump(): Promise<void> {
  if (busy || !client) return;
  const next = pending.find((p) => p.state !== 'refused');
  if (!next) return;
  busy = true;
  window.clearTimeout(retryTimer);
  patch(next.clientId, { state: 'sending' });
  try {
    const sent = await deliver(next);
    takeSent(client, sent);
    settlePending(next.clientId);
    attempt = 0;
    busy = false;
    return pump();
  } catch (error) {
    busy = false;
    if (!retryable(error)) {
      patch(next.clientId, { state: 'refused', problem: (error as Error).message });
      return pump();
    }
    patch(next.clientId, { state: 'retrying' });
    const wait = Math.min(15_000, 1000 * 2 ** attempt);
    attempt += 1;
    retryTimer = window.setTimeout(() => void pump(), wait);
  }
}

/** Sends again now (the browser is back online, or the shopper asked). */
export function retryNow() {
  attempt = 0;
  void pump();
}

/** Shows the message at once and sends it (after any written before it). */
export function queueMessage(queryClient: QueryClient, draft: Draft): string {
  client = queryClient;
  const clientId = crypto.randomUUID();
  set([
    ...pending,
    {
      ...draft,
      clientId,
      previewUrl: draft.photo ? URL.createObjectURL(draft.photo) : null,
      createdAt: new Date().toISOString(),
      state: 'sending',
      problem: null,
    },
  ]);
  void pump();
  return clientId;
}

if (typeof window !== 'undefined') window.addEventListener('online', retryNow);
