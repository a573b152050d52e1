// Support chat: one conversation per shopper at a time (by account, or by a guest's cookie token),
// its messages in the order the shop stored them (seq), and the owner's saved quick replies.
import type { ChatStatus, CustomerTier } from '@shop/domain/rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, moment, updatedAt } from '../../db/columns';
import { user } from '../accounts/accounts.tables';
import { products } from '../catalogue/catalogue.tables';
import { orders } from '../orders/orders.tables';

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: idColumn(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    // A guest's conversation is theirs by a random token in an httpOnly cookie; only its hash is kept.
    guestTokenHash: text('guest_token_hash'),
    // The device's guest id (x-guest-id) when it sent one: links the conversation to its guest orders.
    guestId: text('guest_id'),
    status: text('status').$type<ChatStatus>().notNull().default('waiting'),
    // The customer's tier when they last wrote: the promise the owner's timer counts against.
    tier: text('tier').$type<CustomerTier>().notNull().default('regular'),
    // Where it started (a product page, an order) and the bag at that moment.
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    bagItems: integer('bag_items'),
    bagSubtotal: integer('bag_subtotal'),
    // Left outside support hours: a number to call back.
    contactPhone: text('contact_phone'),
    assigneeId: text('assignee_id').references(() => user.id, { onDelete: 'set null' }),
    // Since when the customer's word waits for an answer (null when the shop spoke last).
    waitingSince: moment('waiting_since'),
    firstCustomerAt: moment('first_customer_at'),
    firstResponseAt: moment('first_response_at'),
    closedAt: moment('closed_at'),
    lastMessageAt: moment('last_message_at').notNull().defaultNow(),
    // The highest message seq each side has seen (read ticks and unread counts).
    customerReadUpTo: bigint('customer_read_up_to', { mode: 'number' }).notNull().default(0),
    shopReadUpTo: bigint('shop_read_up_to', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId, t.createdAt.desc()),
    index('chat_conversations_guest_idx').on(t.guestTokenHash),
    index('chat_conversations_inbox_idx').on(t.status, t.lastMessageAt.desc()),
    index('chat_conversations_created_idx').on(t.createdAt),
    check('chat_conversations_status', sql`${t.status} in ('waiting', 'open', 'closed')`),
    check('chat_conversations_tier', sql`${t.tier} in ('regular', 'premium', 'vip')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    // Grows with every message: the live streams' event id (Last-Event-ID resumes after it).
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    // The sender's own id for the message: a retry of the same send is stored once.
    clientId: uuid('client_id'),
    sender: text('sender').$type<'customer' | 'shop' | 'system'>().notNull(),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq_unique').on(t.seq),
    index('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_unique').on(t.conversationId, t.clientId),
    check('chat_messages_sender', sql`${t.sender} in ('customer', 'shop', 'system')`),
  ],
);

export const chatQuickReplies = pgTable('chat_quick_replies', {
  id: idColumn(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
