// The shopper's conversation as the button and the panel read it: the thread (loaded when the device
// has chatted before, the shopper is signed in, or the panel is open), the shop's messages not seen
// yet, and marking them seen while the panel is open and the tab is in view.
import type { ChatThread } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lastSeqFrom, unreadCount } from '../../../lib/chat-messages';
import { chatApi, chatThreadQuery, CHAT_THREAD_KEY } from '../api/chat-api';

const STARTED_KEY = 'shop-chat-started';

/** Whether this device has a conversation with the shop (so the badge is worth a request). */
export function hasChatted(): boolean {
  try {
    return window.localStorage.getItem(STARTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberChatted() {
  try {
    window.localStorage.setItem(STARTED_KEY, '1');
  } catch {
    // Storage blocked: the badge waits until the panel is opened.
  }
}

export function useChatThread(enabled: boolean) {
  const query = useQuery({ ...chatThreadQuery(), enabled });
  const thread = query.data;
  const conversation = thread?.conversation ?? null;
  const unread = conversation ? unreadCount(thread!.messages, 'customer', conversation.customerReadUpTo) : 0;
  return { query, thread, conversation, unread };
}

/** Marks the shop's messages seen while `looking` (the panel open and the tab visible). */
export function useMarkRead(thread: ChatThread | undefined, looking: boolean) {
  const queryClient = useQueryClient();
  const conversation = thread?.conversation;
  const upTo = thread ? lastSeqFrom(thread.messages, 'customer') : 0;
  const behind = !!conversation && upTo > conversation.customerReadUpTo;
  useEffect(() => {
    if (!looking || !behind) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      queryClient.setQueryData<ChatThread>(CHAT_THREAD_KEY, (t) =>
        t?.conversation
          ? { ...t, conversation: { ...t.conversation, customerReadUpTo: upTo, unread: 0 } }
          : t,
      );
      // A failed mark is made again by the next message or the next opening.
      chatApi.read(upTo).catch(() => undefined);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [looking, behind, upTo, queryClient]);
}
