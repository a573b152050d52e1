// The owner's inbox: conversations with their customer, last message, unread count, assignee and
// context in one query per page; unread first, then those waiting longest, then the most recent.
import type { ChatStatus } from '@shop/domain/rules';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { adminUsers, user } from '../accounts/accounts.tables';
import { products } from '../catalogue/catalogue.tables';
import { orders } from '../orders/orders.tables';
import { chatConversations as conv } from './chat.tables';

// Subqueries name the conversation's columns in full: a bare name would be the message's.

export const INBOX_PAGE_SIZE = 30;

const assignee = alias(user, 'assignee');

const summaryColumns = {
  conversation: conv,
  customerName: user.name,
  customerEmail: user.email,
  customerPhone: user.phoneNumber,
  assigneeName: assignee.name,
  productSlug: products.slug,
  productName: products.name,
  orderStatus: orders.fulfillmentStatus,
  orderCancelled: sql<boolean>`${orders.status} = 'cancelled'`,
  orderTotal: orders.totalAmount,
  unread: sql<number>`(select count(*)::int from chat_messages m
    where m.conversation_id = chat_conversations.id and m.sender = 'customer' and m.seq > chat_conversations.shop_read_up_to)`,
  lastBody: sql<string | null>`(select case when m.body <> '' then m.body
      when m.image_url is not null then '📷 Photo' when m.product_id is not null then '🛍 A piece' else '' end
    from chat_messages m where m.conversation_id = chat_conversations.id order by m.seq desc limit 1)`,
  lastSender: sql<'customer' | 'shop' | 'system' | null>`(select m.sender from chat_messages m
    where m.conversation_id = chat_conversations.id order by m.seq desc limit 1)`,
};

const selectSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(conv)
    .leftJoin(user, eq(user.id, conv.userId))
    .leftJoin(assignee, eq(assignee.id, conv.assigneeId))
    .leftJoin(products, eq(products.id, conv.productId))
    .leftJoin(orders, eq(orders.id, conv.orderId));

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

/** One page of the inbox, filtered by status (or all). */
export async function inboxPage(db: Db, status: ChatStatus | 'all', page: number): Promise<SummaryRow[]> {
  const query = selectSummaries(db);
  const filtered = status === 'all' ? query : query.where(eq(conv.status, status));
  return filtered
    .orderBy(
      sql`(select count(*) from chat_messages m where m.conversation_id = chat_conversations.id
        and m.sender = 'customer' and m.seq > chat_conversations.shop_read_up_to) > 0 desc`,
      sql`${conv.waitingSince} asc nulls last`,
      sql`${conv.lastMessageAt} desc`,
    )
    .limit(INBOX_PAGE_SIZE + 1)
    .offset((page - 1) * INBOX_PAGE_SIZE);
}

export async function summaryById(db: Db, id: string): Promise<SummaryRow | null> {
  const [row] = await selectSummaries(db).where(eq(conv.id, id));
  return row ?? null;
}

/** Conversations per status, for the inbox's tabs. */
export async function statusCounts(db: Db): Promise<Record<ChatStatus, number>> {
  const rows = await db
    .select({ status: conv.status, n: sql<number>`count(*)::int` })
    .from(conv)
    .groupBy(conv.status);
  const counts: Record<ChatStatus, number> = { waiting: 0, open: 0, closed: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The shop's admins (to assign a conversation to). */
export async function admins(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: user.id, name: user.name })
    .from(adminUsers)
    .innerJoin(user, eq(user.id, adminUsers.userId))
    .orderBy(user.name);
}

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminUsers.userId })
    .from(adminUsers)
    .where(eq(adminUsers.userId, userId));
  return row !== undefined;
}
