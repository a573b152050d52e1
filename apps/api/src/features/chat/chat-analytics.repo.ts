// One fact row per conversation started since a moment, for the chat analytics (domain rules count
// them). "Led to an order": the same customer — by account, the device's guest id or the number they
// left — paid an order within CHAT_ORDER_WINDOW_DAYS of starting the conversation.
import { CHAT_ORDER_WINDOW_DAYS, type ChatConversationFacts } from '@shop/domain/rules';
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatConversations as c } from './chat.tables';

export async function conversationFacts(db: Db, since: Date): Promise<ChatConversationFacts[]> {
  const rows = await db
    .select({
      startedAt: c.createdAt,
      tier: c.tier,
      firstCustomerAt: c.firstCustomerAt,
      firstResponseAt: c.firstResponseAt,
      closedAt: c.closedAt,
      // Columns named in full: inside the subquery a bare "created_at" would be the order's.
      ledToOrder: sql<boolean>`exists (
        select 1 from orders o
        where o.status <> 'cancelled'
          and o.created_at >= chat_conversations.created_at
          and o.created_at < chat_conversations.created_at + make_interval(days => ${CHAT_ORDER_WINDOW_DAYS})
          and (o.user_id = chat_conversations.user_id
            or o.guest_id = chat_conversations.guest_id
            or o.phone_number = chat_conversations.contact_phone))`,
    })
    .from(c)
    .where(gte(c.createdAt, since));
  return rows.map((row) => ({ ...row, ledToOrder: Boolean(row.ledToOrder) }));
}
