// The owner's live chat: one EventSource to /api/admin/chat/stream while the chat screen is open.
// A message goes into its open conversation once (by id) and the inbox is read again; a customer's
// message beeps (a short WebAudio tone, only once the owner has clicked or typed on the page, which
// browsers require, and never when muted). "Typing" marks last CHAT_TYPING_MS unless renewed.
import type { AdminChatConversation, AdminChatSummary, ChatMessageView } from '@shop/contracts';
import { CHAT_TYPING_MS } from '@shop/domain/rules';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { mergeMessages } from '../../../lib/chat-messages';
import {
  ADMIN_CHAT_KEY,
  ADMIN_CHAT_STREAM_URL,
  CONVERSATION_KEY,
  INBOX_KEY,
  type AdminSent,
} from '../api/chat-api';

/** A message (and its conversation's new state) into the conversation's cache, once. */
export function takeAdminMessage(queryClient: QueryClient, message: ChatMessageView) {
  queryClient.setQueryData<AdminChatConversation>([...CONVERSATION_KEY, message.conversationId], (open) =>
    open ? { ...open, messages: mergeMessages(open.messages, [message]) } : open,
  );
}

export function takeAdminSent(queryClient: QueryClient, sent: AdminSent) {
  takeAdminMessage(queryClient, sent.message);
  void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
}

// ---- the new-message sound ----
const MUTE_KEY = 'admin-chat-muted';
let interacted = false;
let audio: AudioContext | null = null;
const soundListeners = new Set<() => void>();
let muted = (() => {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
})();

export function setMuted(next: boolean) {
  muted = next;
  try {
    window.localStorage.setItem(MUTE_KEY, next ? '1' : '0');
  } catch {
    // Storage blocked: muted for this page only.
  }
  soundListeners.forEach((l) => l());
}

export const useMuted = () =>
  useSyncExternalStore(
    (l) => {
      soundListeners.add(l);
      return () => soundListeners.delete(l);
    },
    () => muted,
    () => false,
  );

function beep() {
  if (muted || !interacted || typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  tone.frequency.value = 880;
  gain.gain.setValueAtTime(0.15, audio.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.25);
}

// ---- typing ----
const typingNow = new Set<string>();
const typingTimers = new Map<string, number>();
const typingListeners = new Set<() => void>();
function markTyping(conversationId: string, typing: boolean) {
  window.clearTimeout(typingTimers.get(conversationId));
  if (typing) {
    typingNow.add(conversationId);
    typingTimers.set(
      conversationId,
      window.setTimeout(() => markTyping(conversationId, false), CHAT_TYPING_MS),
    );
  } else typingNow.delete(conversationId);
  typingListeners.forEach((l) => l());
}

/** Whether the customer of this conversation is typing now. */
export const useCustomerTyping = (conversationId: string) =>
  useSyncExternalStore(
    (l) => {
      typingListeners.add(l);
      return () => typingListeners.delete(l);
    },
    () => typingNow.has(conversationId),
    () => false,
  );

/** Keeps the owner's live chat connection open while the chat screen is mounted. */
export function useAdminChatLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const wake = () => {
      interacted = true;
    };
    window.addEventListener('pointerdown', wake, { once: true });
    window.addEventListener('keydown', wake, { once: true });
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(ADMIN_CHAT_STREAM_URL);
    let readyOnce = false;
    let refresh = 0;
    // A burst of messages reads the inbox once.
    const refreshInbox = () => {
      window.clearTimeout(refresh);
      refresh = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: INBOX_KEY }), 150);
    };
    source.addEventListener('message', (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as ChatMessageView;
      takeAdminMessage(queryClient, message);
      if (message.sender === 'customer') {
        markTyping(message.conversationId, false);
        beep();
      }
      refreshInbox();
    });
    source.addEventListener('conversation', (event: MessageEvent<string>) => {
      const summary = JSON.parse(event.data) as AdminChatSummary;
      queryClient.setQueryData<AdminChatConversation>([...CONVERSATION_KEY, summary.id], (open) =>
        open ? { ...open, conversation: { ...open.conversation, ...summary } } : open,
      );
      refreshInbox();
    });
    source.addEventListener('typing', (event: MessageEvent<string>) => {
      const { conversationId } = JSON.parse(event.data) as { conversationId: string };
      markTyping(conversationId, true);
    });
    source.addEventListener('ready', () => {
      if (readyOnce) void queryClient.invalidateQueries({ queryKey: ADMIN_CHAT_KEY });
      readyOnce = true;
    });
    return () => {
      source.close();
      window.clearTimeout(refresh);
      window.removeEventListener('pointerdown', wake);
      window.removeEventListener('keydown', wake);
    };
  }, [queryClient]);
}
