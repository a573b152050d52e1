// The owner's side of support chat (/admin/chat): the inbox, one conversation, answering, read marks,
// typing, closing and reopening, assigning. Admin rights are checked by the guard in app.ts; the
// answering admin is the one the request was made by, never one named by the browser.
import type {
  AdminChatConversation,
  AdminChatInbox,
  AdminChatSummary,
  ChatMessageInput,
} from '@shop/contracts';
import {
  chatStatusAfter,
  responseDueAt,
  shortOrderId,
  SUPPORT_PROMISE_MINUTES,
  type ChatStatus,
} from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import type { ViewerUser } from '../accounts/accounts.service';
import { publishEvent } from '../realtime/realtime.repo';
import { productOnSale } from './chat-context.repo';
import {
  admins,
  inboxPage,
  INBOX_PAGE_SIZE,
  isAdmin,
  statusCounts,
  summaryById,
  type SummaryRow,
} from './chat-inbox.repo';
import { PRODUCT_NOT_FOUND } from './chat.service';
import { messageView } from './chat-views';
import {
  CHAT_TYPING_EVENT,
  conversationAddress,
  conversationById,
  conversationMessages,
  insertMessage,
  publishConversationChange,
  updateConversation,
  type ConversationRow,
  type NewConversation,
} from './chat.repo';

type Deps = Pick<AppDeps, 'database' | 'logger'>;

export const CONVERSATION_NOT_FOUND = 'That conversation was not found.';
export const NOT_AN_ADMIN = 'Conversations can only be assigned to a shop admin.';
/** Messages one conversation answers (its newest). */
export const CONVERSATION_MESSAGES = 200;

export function summaryView(row: SummaryRow): AdminChatSummary {
  const c = row.conversation;
  const waiting = c.status === 'waiting' && c.waitingSince ? c.waitingSince : null;
  return {
    id: c.id,
    status: c.status,
    customer: {
      name: row.customerName ?? (c.contactPhone ? `Guest ${c.contactPhone}` : 'Guest'),
      email: row.customerEmail ?? null,
      phone: row.customerPhone ?? c.contactPhone ?? null,
      userId: c.userId,
      guest: c.userId === null,
    },
    tier: c.tier,
    promiseMinutes: SUPPORT_PROMISE_MINUTES[c.tier],
    waitingSince: waiting?.toISOString() ?? null,
    dueAt: waiting ? (responseDueAt(c.tier, waiting)?.toISOString() ?? null) : null,
    lastMessage:
      row.lastSender && row.lastBody !== null
        ? { body: row.lastBody, sender: row.lastSender, at: c.lastMessageAt.toISOString() }
        : null,
    unread: row.unread,
    assignee: c.assigneeId && row.assigneeName ? { id: c.assigneeId, name: row.assigneeName } : null,
    context: {
      product:
        c.productId && row.productSlug && row.productName
          ? { id: c.productId, slug: row.productSlug, name: row.productName }
          : null,
      order:
        c.orderId && row.orderTotal !== null
          ? {
              id: c.orderId,
              shortId: shortOrderId(c.orderId),
              status: row.orderCancelled ? 'cancelled' : (row.orderStatus ?? 'awaiting_details'),
              total: row.orderTotal,
            }
          : null,
      bag:
        c.bagItems !== null && c.bagSubtotal !== null ? { items: c.bagItems, subtotal: c.bagSubtotal } : null,
    },
    createdAt: c.createdAt.toISOString(),
  };
}

export async function adminSummary(db: Db, id: string): Promise<AdminChatSummary | null> {
  const row = await summaryById(db, id);
  return row && summaryView(row);
}

/** GET /api/admin/chat/conversations */
export async function chatInbox(
  deps: Deps,
  status: ChatStatus | 'all',
  page: number,
): Promise<AdminChatInbox> {
  const { db } = deps.database;
  const [rows, counts, team] = await Promise.all([inboxPage(db, status, page), statusCounts(db), admins(db)]);
  return {
    conversations: rows.slice(0, INBOX_PAGE_SIZE).map((row) => summaryView(row)),
    counts,
    admins: team,
    page,
    hasMore: rows.length > INBOX_PAGE_SIZE,
  };
}

async function found(db: Db, id: string, lock = false): Promise<ConversationRow> {
  const row = await conversationById(db, id, lock);
  if (!row) throw new HttpError(404, 'not_found', CONVERSATION_NOT_FOUND);
  return row;
}

/** GET /api/admin/chat/conversations/:id */
export async function adminConversation(deps: Deps, id: string): Promise<AdminChatConversation> {
  const { db } = deps.database;
  const [summary, messages] = await Promise.all([
    summaryById(db, id),
    conversationMessages(db, id, CONVERSATION_MESSAGES),
  ]);
  if (!summary) throw new HttpError(404, 'not_found', CONVERSATION_NOT_FOUND);
  const c = summary.conversation;
  return {
    conversation: {
      ...summaryView(summary),
      customerReadUpTo: c.customerReadUpTo,
      shopReadUpTo: c.shopReadUpTo,
      contactPhone: c.contactPhone,
    },
    messages: messages.map(messageView),
  };
}

/** Changes a conversation and tells both sides, in one transaction. */
async function change(
  deps: Deps,
  id: string,
  patch: (row: ConversationRow) => Partial<NewConversation> | null,
) {
  await deps.database.db.transaction(async (tx) => {
    const row = await found(tx, id, true);
    const values = patch(row);
    if (!values) return;
    await publishConversationChange(tx, await updateConversation(tx, id, values));
  });
  return (await adminSummary(deps.database.db, id))!;
}

/** POST …/:id/messages and …/photos: the shop answers (the first answer stops the promise's clock). */
export async function adminReply(
  deps: Deps,
  admin: ViewerUser,
  id: string,
  input: ChatMessageInput,
  imageUrl: string | null = null,
) {
  const { db } = deps.database;
  if (input.productId && !(await productOnSale(db, input.productId)))
    throw new HttpError(404, 'not_found', PRODUCT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const conversation = await found(tx, id, true);
    const { row, created } = await insertMessage(tx, conversation, {
      conversationId: id,
      clientId: input.clientId,
      sender: 'shop',
      authorId: admin.id,
      body: input.body,
      productId: input.productId ?? null,
      imageUrl,
    });
    if (created) {
      const now = new Date();
      const saved = await updateConversation(tx, id, {
        status: chatStatusAfter('shop'),
        waitingSince: null,
        closedAt: null,
        lastMessageAt: now,
        firstResponseAt: conversation.firstResponseAt ?? (conversation.firstCustomerAt ? now : null),
        // Whoever answers first takes the conversation unless someone has it.
        assigneeId: conversation.assigneeId ?? admin.id,
        shopReadUpTo: Math.max(conversation.shopReadUpTo, row.seq),
      });
      await publishConversationChange(tx, saved);
    }
    return { message: messageView(row), created };
  });
}

/** POST …/:id/read: the shop has seen the customer's messages up to `upTo` (the customer's ✓✓). */
export const adminRead = (deps: Deps, id: string, upTo: number) =>
  change(deps, id, (row) => (upTo > row.shopReadUpTo ? { shopReadUpTo: upTo } : null));

/** POST …/:id/typing: the customer sees "typing…" for a few seconds. */
export async function adminTyping(deps: Deps, id: string) {
  const { db } = deps.database;
  const row = await found(db, id);
  await publishEvent(db, { kind: CHAT_TYPING_EVENT, userId: conversationAddress(row), id: row.id });
}

/** POST …/:id/close */
export const closeConversation = (deps: Deps, id: string) =>
  change(deps, id, (row) =>
    row.status === 'closed' ? null : { status: 'closed', closedAt: new Date(), waitingSince: null },
  );

/** POST …/:id/reopen: the conversation is open again. */
export const reopenConversation = (deps: Deps, id: string) =>
  change(deps, id, (row) => (row.status === 'closed' ? { status: 'open', closedAt: null } : null));

/** PUT …/:id/assignee */
export async function assignConversation(deps: Deps, id: string, adminId: string | null) {
  if (adminId !== null && !(await isAdmin(deps.database.db, adminId)))
    throw new HttpError(400, 'not_an_admin', NOT_AN_ADMIN);
  return change(deps, id, (row) => (row.assigneeId === adminId ? null : { assigneeId: adminId }));
}
