// Chat rows as the API answers them (lists and streams alike).
import type { ChatConversationView, ChatMessageView, ChatSupportState } from '@shop/contracts';
import {
  CHAT_OFFLINE_MESSAGE,
  isSupportOpen,
  SUPPORT_PROMISE_MINUTES,
  type CustomerTier,
  type SupportSettings,
} from '@shop/domain/rules';
import type { ConversationRow, MessageRow } from './chat.repo';

/** An admin's first name only: shoppers see who answered, never a full name or an e-mail address. */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return first === '' || first.includes('@') ? null : first;
}

export function messageView(row: MessageRow): ChatMessageView {
  return {
    id: row.id,
    seq: row.seq,
    conversationId: row.conversationId,
    clientId: row.clientId,
    sender: row.sender,
    authorName: row.sender === 'shop' ? firstName(row.authorName) : null,
    body: row.body,
    product:
      row.productId && row.productSlug && row.productName && row.productPrice !== null
        ? {
            id: row.productId,
            slug: row.productSlug,
            name: row.productName,
            price: row.productPrice,
            image: row.productImages?.[0] ?? null,
          }
        : null,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

export function conversationView(row: ConversationRow, unread: number): ChatConversationView {
  return {
    id: row.id,
    status: row.status,
    customerReadUpTo: row.customerReadUpTo,
    shopReadUpTo: row.shopReadUpTo,
    unread,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether someone answers now, and what the shopper is promised. */
export function supportState(
  support: SupportSettings,
  tier: CustomerTier,
  now = new Date(),
): ChatSupportState {
  const open = isSupportOpen(now);
  return {
    open,
    offlineMessage: open ? null : CHAT_OFFLINE_MESSAGE,
    hours: support.hours,
    whatsapp: support.whatsapp,
    promiseMinutes: SUPPORT_PROMISE_MINUTES[tier],
  };
}
