// The owner's side of the support chat (/api/admin/chat): the inbox, one conversation, answering
// (text, a product, a photo), read marks and typing, closing and reopening, assigning, saved answers,
// and the chat analytics. The server decides everything; these only ask.
import type {
  AdminChatConversation,
  AdminChatInbox,
  ChatAnalyticsAnswer,
  ChatMessageInput,
  ChatMessageView,
  QuickReply,
} from '@shop/contracts';
import type { ChatStatus } from '@shop/domain/rules';
import { chatFetch, postJson, postPhoto } from '../../../lib/chat-fetch';
import { ADMIN_KEY } from './orders-api';

export const ADMIN_CHAT_KEY = [...ADMIN_KEY, 'chat'] as const;
export const INBOX_KEY = [...ADMIN_CHAT_KEY, 'inbox'] as const;
export const CONVERSATION_KEY = [...ADMIN_CHAT_KEY, 'conversation'] as const;
export const QUICK_REPLIES_KEY = [...ADMIN_CHAT_KEY, 'quick-replies'] as const;
export const ADMIN_CHAT_STREAM_URL = '/api/admin/chat/stream';

export type InboxTab = ChatStatus | 'all';
const base = '/api/admin/chat/conversations';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export type AdminSent = { message: ChatMessageView };

export const inboxQuery = (status: InboxTab, page = 1) => ({
  queryKey: [...INBOX_KEY, status, page] as const,
  queryFn: () => chatFetch<AdminChatInbox>(`${base}?status=${status}&page=${page}`),
  staleTime: 15_000,
});

export const conversationQuery = (id: string) => ({
  queryKey: [...CONVERSATION_KEY, id] as const,
  queryFn: () => chatFetch<AdminChatConversation>(one(id)),
  staleTime: 15_000,
});

export const quickRepliesQuery = () => ({
  queryKey: QUICK_REPLIES_KEY,
  queryFn: () =>
    chatFetch<{ quickReplies: QuickReply[] } | QuickReply[]>('/api/admin/chat/quick-replies').then(
      // The list, whether it comes bare or named.
      (answer) => (Array.isArray(answer) ? answer : answer.quickReplies),
    ),
  staleTime: 60_000,
});

export const chatAnalyticsQuery = (period: string) => ({
  queryKey: [...ADMIN_CHAT_KEY, 'analytics', period] as const,
  queryFn: () =>
    chatFetch<ChatAnalyticsAnswer>(`/api/admin/chat/analytics?period=${encodeURIComponent(period)}`),
  staleTime: 60_000,
});

export const adminChatApi = {
  send: (id: string, input: ChatMessageInput) => postJson<AdminSent>(`${one(id)}/messages`, input),
  sendPhoto: (id: string, photo: File, clientId: string) =>
    postPhoto<AdminSent>('/api/admin/chat/photos', photo, clientId, { conversationId: id }),
  read: (id: string, upTo: number) => postJson<void>(`${one(id)}/read`, { upTo }),
  typing: (id: string) => postJson<void>(`${one(id)}/typing`),
  close: (id: string) => postJson<unknown>(`${one(id)}/close`),
  reopen: (id: string) => postJson<unknown>(`${one(id)}/reopen`),
  assign: (id: string, adminId: string | null) =>
    postJson<unknown>(`${one(id)}/assignee`, { adminId }, 'PUT'),
  addReply: (reply: Omit<QuickReply, 'id'>) => postJson<unknown>('/api/admin/chat/quick-replies', reply),
  editReply: ({ id, ...reply }: QuickReply) =>
    postJson<unknown>(`/api/admin/chat/quick-replies/${encodeURIComponent(id)}`, reply, 'PUT'),
  deleteReply: (id: string) =>
    chatFetch<unknown>(`/api/admin/chat/quick-replies/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
