// Conversations and messages: reading a shopper's own (by account or guest token), storing a message
// once per client id, and announcing each change on the realtime channel in the writer's transaction.
import { and, asc, desc, eq, gt, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../catalogue/catalogue.tables';
import { publishEvent } from '../realtime/realtime.repo';
import { chatConversations, chatMessages } from './chat.tables';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type NewConversation = typeof chatConversations.$inferInsert;

/** Whose conversations: a signed-in customer's account or a guest's cookie token (hashed). */
export type ChatOwner = { userId: string } | { guestTokenHash: string };

/** The event kinds chat publishes (realtime-events.ts). */
export const CHAT_MESSAGE_EVENT = 'chat_message';
export const CHAT_CONVERSATION_EVENT = 'chat_conversation';
export const CHAT_TYPING_EVENT = 'chat_typing';
/** The address every admin inbox stream listens at. */
export const CHAT_INBOX_ADDRESS = 'chat:inbox';

/** The address a shopper's streams listen at. */
export const ownerAddress = (owner: ChatOwner) =>
  'userId' in owner ? `chat:u:${owner.userId}` : `chat:g:${owner.guestTokenHash}`;

/** The shopper address of a stored conversation (its account, else its guest token). */
export const conversationAddress = (row: Pick<ConversationRow, 'userId' | 'guestTokenHash'>) =>
  row.userId
    ? ownerAddress({ userId: row.userId })
    : ownerAddress({ guestTokenHash: row.guestTokenHash ?? '' });

const ownedBy = (owner: ChatOwner): SQL =>
  'userId' in owner
    ? eq(chatConversations.userId, owner.userId)
    : and(eq(chatConversations.guestTokenHash, owner.guestTokenHash), isNull(chatConversations.userId))!;

/** One writer per shopper at a time (to the transaction's end): two first messages start one conversation. */
export async function lockChatOwner(db: Db, owner: ChatOwner) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${ownerAddress(owner)}))`);
}

/** The shopper's newest conversation, or null. */
export async function latestConversation(db: Db, owner: ChatOwner): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(ownedBy(owner))
    .orderBy(desc(chatConversations.createdAt))
    .limit(1);
  return row ?? null;
}

export async function conversationById(db: Db, id: string, lock = false): Promise<ConversationRow | null> {
  const query = db.select().from(chatConversations).where(eq(chatConversations.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function insertConversation(db: Db, values: NewConversation): Promise<ConversationRow> {
  const [row] = await db.insert(chatConversations).values(values).returning();
  return row!;
}

export async function updateConversation(
  db: Db,
  id: string,
  patch: Partial<NewConversation>,
): Promise<ConversationRow> {
  const [row] = await db
    .update(chatConversations)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(chatConversations.id, id))
    .returning();
  return row!;
}

/** A guest's conversations become the account's once they sign in (those nobody owns yet). */
export async function adoptGuestConversations(db: Db, guestTokenHash: string, userId: string) {
  await db
    .update(chatConversations)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(chatConversations.guestTokenHash, guestTokenHash), isNull(chatConversations.userId)));
}

const messageColumns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  conversationId: chatMessages.conversationId,
  clientId: chatMessages.clientId,
  sender: chatMessages.sender,
  authorId: chatMessages.authorId,
  authorName: sql<string | null>`(select u.name from "user" u where u.id = chat_messages.author_id)`,
  body: chatMessages.body,
  imageUrl: chatMessages.imageUrl,
  createdAt: chatMessages.createdAt,
  productId: products.id,
  productSlug: products.slug,
  productName: products.name,
  productPrice: products.price,
  productImages: products.images,
};
export type MessageRow = {
  id: string;
  seq: number;
  conversationId: string;
  clientId: string | null;
  sender: 'customer' | 'shop' | 'system';
  authorId: string | null;
  authorName: string | null;
  body: string;
  imageUrl: string | null;
  createdAt: Date;
  productId: string | null;
  productSlug: string | null;
  productName: string | null;
  productPrice: number | null;
  productImages: string[] | null;
};

const selectMessages = (db: Db) =>
  db.select(messageColumns).from(chatMessages).leftJoin(products, eq(products.id, chatMessages.productId));

export type NewMessage = Omit<typeof chatMessages.$inferInsert, 'id' | 'seq' | 'createdAt'>;

/**
 * Stores a message unless the same sender already stored this client id in the conversation; answers
 * the stored row and whether it is new. Announced to the shopper and the inbox on commit.
 */
export async function insertMessage(
  db: Db,
  conversation: Pick<ConversationRow, 'id' | 'userId' | 'guestTokenHash'>,
  message: NewMessage,
): Promise<{ row: MessageRow; created: boolean }> {
  const [saved] = await db
    .insert(chatMessages)
    .values(message)
    .onConflictDoNothing({ target: [chatMessages.conversationId, chatMessages.clientId] })
    .returning({ seq: chatMessages.seq });
  const created = saved !== undefined;
  const [row] = await selectMessages(db).where(
    created
      ? eq(chatMessages.seq, saved.seq)
      : and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.clientId, message.clientId!)),
  );
  if (created) {
    const event = { kind: CHAT_MESSAGE_EVENT, id: String(saved.seq) };
    await publishEvent(db, { ...event, userId: conversationAddress(conversation) });
    await publishEvent(db, { ...event, userId: CHAT_INBOX_ADDRESS });
  }
  return { row: row!, created };
}

/** Tells the shopper's streams and the inbox that a conversation changed (status, reads, assignee). */
export async function publishConversationChange(db: Db, conversation: ConversationRow) {
  const event = { kind: CHAT_CONVERSATION_EVENT, id: conversation.id };
  await publishEvent(db, { ...event, userId: conversationAddress(conversation) });
  await publishEvent(db, { ...event, userId: CHAT_INBOX_ADDRESS });
}

/** The newest messages of the shopper's conversations (history across them), oldest first. */
export async function ownerMessages(db: Db, owner: ChatOwner, limit: number): Promise<MessageRow[]> {
  const rows = await selectMessages(db)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(ownedBy(owner))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.map((r) => r as unknown as MessageRow).reverse();
}

/** The shopper's messages after `after` in order (the stream's catch-up), and `also` when given. */
export async function ownerMessagesAfter(
  db: Db,
  owner: ChatOwner,
  after: number,
  limit: number,
  also?: number,
): Promise<MessageRow[]> {
  const newer =
    also === undefined
      ? gt(chatMessages.seq, after)
      : or(gt(chatMessages.seq, after), eq(chatMessages.seq, also));
  const rows = await selectMessages(db)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(ownedBy(owner), newer))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
  return rows as unknown as MessageRow[];
}

/** Every conversation's messages after `after` (the inbox stream's catch-up). */
export async function allMessagesAfter(
  db: Db,
  after: number,
  limit: number,
  also?: number,
): Promise<MessageRow[]> {
  const newer =
    also === undefined
      ? gt(chatMessages.seq, after)
      : or(gt(chatMessages.seq, after), eq(chatMessages.seq, also));
  return selectMessages(db).where(newer).orderBy(asc(chatMessages.seq)).limit(limit);
}

/** One conversation's messages, oldest first (the newest `limit`). */
export async function conversationMessages(
  db: Db,
  conversationId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await selectMessages(db)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.reverse();
}

/** The highest message seq: of one shopper's conversations, of one conversation, or of all. */
export async function latestMessageSeq(db: Db, scope: { owner?: ChatOwner; conversationId?: string } = {}) {
  const where = scope.owner
    ? ownedBy(scope.owner)
    : scope.conversationId
      ? eq(chatMessages.conversationId, scope.conversationId)
      : undefined;
  const [row] = await db
    .select({ seq: max(chatMessages.seq) })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(where);
  return Number(row?.seq ?? 0);
}

/** Messages from `sender` after `readUpTo` in a conversation (the other side's unread count). */
export async function unreadFrom(
  db: Db,
  conversationId: string,
  sender: 'customer' | 'shop',
  readUpTo: number,
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.sender, sender),
        gt(chatMessages.seq, readUpTo),
      ),
    );
  return row?.n ?? 0;
}
