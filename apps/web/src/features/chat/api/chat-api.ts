// The shopper's side of the support chat (/api/chat): the thread, sending text, a product or a photo,
// typing and read marks, and a phone number to call back outside support hours.
import type { ChatConversationView, ChatMessageInput, ChatMessageView, ChatThread } from '@shop/contracts';
import { chatFetch, postJson, postPhoto } from '../../../lib/chat-fetch';

export const CHAT_THREAD_KEY = ['chat', 'thread'] as const;
export const CHAT_STREAM_URL = '/api/chat/stream';

export type SentMessage = { message: ChatMessageView; conversation: ChatConversationView };

export const chatThreadQuery = () => ({
  queryKey: CHAT_THREAD_KEY,
  queryFn: () => chatFetch<ChatThread>('/api/chat'),
  staleTime: 30_000,
});

export const chatApi = {
  sendMessage: (input: ChatMessageInput) => postJson<SentMessage>('/api/chat/messages', input),
  sendPhoto: (photo: File, clientId: string) => postPhoto<SentMessage>('/api/chat/photos', photo, clientId),
  typing: () => postJson<void>('/api/chat/typing'),
  read: (upTo: number) => postJson<void>('/api/chat/read', { upTo }),
  contact: (phone: string) => postJson<void>('/api/chat/contact', { phone }),
};
