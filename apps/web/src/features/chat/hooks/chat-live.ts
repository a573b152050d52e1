// One live connection per tab to the shopper's own conversation, shared by the chat button (its unread
// badge) and the panel: the first user opens the EventSource, the last one closes it. Messages go into
// the thread's cache once each (by id); the browser reconnects by itself with Last-Event-ID and the
// server replays what was missed; after a reconnect ('ready' again) the thread is read afresh, since
// read marks may have changed meanwhile. The shop's "typing" lasts CHAT_TYPING_MS unless renewed.
import type { ChatConversationView, ChatMessageView, ChatThread } from '@shop/contracts';
import { CHAT_TYPING_MS } from '@shop/domain/rules';
import { useSyncExternalStore } from 'react';
import { tabStream } from '../../../lib/tab-stream';
import { CHAT_STREAM_URL, CHAT_THREAD_KEY } from '../api/chat-api';
import { settlePending } from './chat-outbox';
import { takeIn } from './thread-cache';

type Live = { source: EventSource; readyOnce: boolean };
const stream = tabStream<Live>(open);
const { clients } = stream;

// The shop is typing until this moment.
let shopTypingUntil = 0;
const typingListeners = new Set<() => void>();
let typingTimer = 0;
function setShopTyping(until: number) {
  shopTypingUntil = until;
  window.clearTimeout(typingTimer);
  if (until > Date.now()) typingTimer = window.setTimeout(() => setShopTyping(0), until - Date.now());
  typingListeners.forEach((listener) => listener());
}

/** Whether the shop is typing now. */
export const useShopTyping = () =>
  useSyncExternalStore(
    (onChange) => {
      typingListeners.add(onChange);
      return () => typingListeners.delete(onChange);
    },
    () => shopTypingUntil > Date.now(),
    () => false,
  );

function onMessage(event: MessageEvent<string>) {
  const message = JSON.parse(event.data) as ChatMessageView;
  for (const client of clients) takeIn(client, message);
  if (message.clientId) settlePending(message.clientId);
  if (message.sender === 'shop') setShopTyping(0);
}

function onConversation(event: MessageEvent<string>) {
  const conversation = JSON.parse(event.data) as ChatConversationView;
  for (const client of clients) {
    const thread = client.getQueryData<ChatThread>(CHAT_THREAD_KEY);
    if (thread) client.setQueryData<ChatThread>(CHAT_THREAD_KEY, { ...thread, conversation });
    else void client.invalidateQueries({ queryKey: CHAT_THREAD_KEY });
  }
}

/** A stream the server closed for good (an error answer, not a dropped line) is opened again after this. */
const REOPEN_MS = 5_000;

function connect(state: Live) {
  const source = new EventSource(CHAT_STREAM_URL);
  state.source = source;
  source.addEventListener('message', onMessage);
  source.addEventListener('conversation', onConversation);
  source.addEventListener('typing', () => setShopTyping(Date.now() + CHAT_TYPING_MS));
  source.addEventListener('ready', () => {
    if (state.readyOnce)
      for (const client of clients) void client.invalidateQueries({ queryKey: CHAT_THREAD_KEY });
    state.readyOnce = true;
  });
  // The browser reconnects by itself after a dropped line; after an error answer it gives up.
  source.addEventListener('error', () => {
    if (source.readyState !== EventSource.CLOSED) return;
    window.setTimeout(() => {
      if (stream.current() === state && state.source === source) connect(state);
    }, REOPEN_MS);
  });
}

function open(): Live {
  const state = { readyOnce: false } as Live;
  connect(state);
  return state;
}

/** Keeps the tab's live chat connection open while `enabled` and the caller is mounted. */
export const useChatLive = (enabled: boolean) => stream.useTabStream(enabled);
