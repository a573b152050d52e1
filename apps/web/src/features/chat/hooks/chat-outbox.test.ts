// @vitest-environment happy-dom
// Messages on their way: sent in order, sent again with the same clientId after a dropped connection
// (so the server stores it once), kept with the server's reason when refused.
import type { ChatMessageView, ChatThread } from '@shop/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_THREAD_KEY } from '../api/chat-api';
import { discardPending, queueMessage, retryNow, settlePending, usePendingMessages } from './chat-outbox';
import { renderHook } from '@testing-library/react';
import { takeIn } from './thread-cache';

type Sent = { url: string; body: { clientId: string; body: string; context?: unknown } };

const stored = (clientId: string, body: string, seq: number): ChatMessageView => ({
  id: `id-${clientId}`,
  seq,
  conversationId: 'c1',
  clientId,
  sender: 'customer',
  authorName: null,
  body,
  product: null,
  imageUrl: null,
  createdAt: '2026-11-27T07:00:00.000Z',
});

const conversation = {
  id: 'c1',
  status: 'waiting' as const,
  customerReadUpTo: 0,
  shopReadUpTo: 0,
  unread: 0,
  createdAt: '2026-11-27T07:00:00.000Z',
};

let sent: Sent[];
let answers: ((body: Sent['body']) => Response | Promise<Response>)[];
let seq: number;
let client: QueryClient;

const ok = (body: Sent['body']) =>
  Response.json({ message: stored(body.clientId, body.body, (seq += 1)), conversation }, { status: 201 });

beforeEach(() => {
  sent = [];
  answers = [];
  seq = 0;
  client = new QueryClient();
  client.setQueryData<ChatThread>(CHAT_THREAD_KEY, {
    conversation: null,
    messages: [],
    support: { open: true, offlineMessage: null, hours: '', whatsapp: '', promiseMinutes: null },
  });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Sent['body'];
    sent.push({ url, body });
    const next = answers.shift();
    return next ? next(body) : ok(body);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const pending = () => renderHook(() => usePendingMessages()).result.current;
const thread = () => client.getQueryData<ChatThread>(CHAT_THREAD_KEY)!;
const settled = () => vi.waitFor(() => expect(pending().filter((p) => p.state !== 'refused')).toEqual([]));

describe('the chat outbox', () => {
  it('shows a message as sending, then puts the stored one in the thread', async () => {
    queueMessage(client, { body: 'Is this still available?', product: null, photo: null });
    expect(pending()[0]).toMatchObject({ body: 'Is this still available?', state: 'sending' });
    await settled();
    expect(thread().messages.map((m) => m.body)).toEqual(['Is this still available?']);
    expect(thread().conversation?.id).toBe('c1');
    expect(sent[0]!.url).toBe('/api/chat/messages');
  });

  it('sends again with the same clientId after the connection dropped, and keeps the message once', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    const clientId = queueMessage(client, { body: 'Hello?', product: null, photo: null });
    await vi.waitFor(() => expect(pending()[0]?.state).toBe('retrying'));
    retryNow();
    await settled();
    expect(sent.map((s) => s.body.clientId)).toEqual([clientId, clientId]);
    expect(thread().messages).toHaveLength(1);
  });

  it('a message the stream brings before its POST answers is kept once', async () => {
    let answer: () => void = () => undefined;
    answers.push((body) => new Promise((resolve) => (answer = () => resolve(ok(body)))));
    const clientId = queueMessage(client, { body: 'Twice?', product: null, photo: null });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // The live stream: the stored message, then the outbox hears it is stored.
    takeIn(client, stored(clientId, 'Twice?', 1));
    settlePending(clientId);
    expect(pending()).toEqual([]);
    answer();
    await vi.waitFor(() => expect(thread().conversation?.id).toBe('c1'));
    expect(thread().messages.filter((m) => m.clientId === clientId)).toHaveLength(1);
  });

  it('sends messages in the order written: a later one waits for the one being retried', async () => {
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    queueMessage(client, { body: 'first', product: null, photo: null });
    queueMessage(client, { body: 'second', product: null, photo: null });
    await vi.waitFor(() => expect(pending()[0]?.state).toBe('retrying'));
    expect(sent.map((s) => s.body.body)).toEqual(['first']);
    retryNow();
    await settled();
    expect(sent.map((s) => s.body.body)).toEqual(['first', 'first', 'second']);
    expect(thread().messages.map((m) => m.body)).toEqual(['first', 'second']);
  });

  it("keeps a refused message with the server's reason, sends the next, and drops it when asked", async () => {
    answers.push(() =>
      Response.json(
        { error: { code: 'invalid_input', message: 'A message may be at most 1000 characters' } },
        { status: 400 },
      ),
    );
    const refused = queueMessage(client, { body: 'x', product: null, photo: null });
    queueMessage(client, { body: 'shorter', product: null, photo: null });
    await settled();
    expect(pending()).toMatchObject([
      { clientId: refused, state: 'refused', problem: 'A message may be at most 1000 characters' },
    ]);
    expect(thread().messages.map((m) => m.body)).toEqual(['shorter']);
    discardPending(refused);
    expect(pending()).toEqual([]);
  });

  it('carries the context it was given', async () => {
    const context = { productId: '6f1c2d9e-4b8a-4c1e-9f3a-2b7d5e8c1a40' };
    queueMessage(client, { body: 'About this', product: null, photo: null, context });
    await settled();
    expect(sent[0]!.body.context).toEqual(context);
  });
});
