// The shopper's thread in TanStack Query's cache: a message arriving (stream, replay or the POST's
// answer) is added once, by id, in the shop's order.
import type { ChatConversationView, ChatMessageView, ChatThread } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { mergeMessages } from '../../../lib/chat-messages';
import { CHAT_THREAD_KEY, type SentMessage } from '../api/chat-api';

/** Puts a message (and the conversation it changed) into the thread's cache, once. */
export function takeIn(
  queryClient: QueryClient,
  message: ChatMessageView,
  conversation?: ChatConversationView,
) {
  const thread = queryClient.getQueryData<ChatThread>(CHAT_THREAD_KEY);
  if (!thread) {
    void queryClient.invalidateQueries({ queryKey: CHAT_THREAD_KEY });
    return;
  }
  queryClient.setQueryData<ChatThread>(CHAT_THREAD_KEY, {
    ...thread,
    conversation: conversation ?? thread.conversation,
    messages: mergeMessages(thread.messages, [message]),
  });
}

/** The POST's answer: the stored message and its conversation. */
export const takeSent = (queryClient: QueryClient, sent: SentMessage) =>
  takeIn(queryClient, sent.message, sent.conversation);
