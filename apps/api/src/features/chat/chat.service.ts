// The shopper's side of support chat: their thread, sending (text, a product, a photo), typing, read
// marks and a call-back number. Whose conversation it is comes from the session or the guest cookie
// only; a message is stored (once per client id) before anyone is told it was sent.
import type { ChatMessageInput, ChatThread } from '@shop/contracts';
import { CHAT_MESSAGES_PER_MINUTE, chatStatusAfter, type RateLimit } from '@shop/domain/rules';
import { MINUTE_MS } from '@shop/domain/timings';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { guestIdOf } from '../../lib/guest-id';
import { clientIp } from '../../lib/client-ip';
import { publishEvent } from '../realtime/realtime.repo';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import { publicShopSettings } from '../settings/settings.service';
import { chatterOf, type Chatter } from './chat-identity';
import { ownOrder, pricedBag, productOnSale } from './chat-context.repo';
import { conversationView, messageView, supportState } from './chat-views';
import {
  CHAT_INBOX_ADDRESS,
  CHAT_TYPING_EVENT,
  insertConversation,
  insertMessage,
  latestConversation,
  lockChatOwner,
  ownerMessages,
  publishConversationChange,
  unreadFrom,
  updateConversation,
  type ChatOwner,
  type ConversationRow,
  type NewMessage,
} from './chat.repo';

type Deps = Pick<AppDeps, 'auth' | 'database' | 'config' | 'logger'>;

/** Messages the thread answers (older ones are the conversation's history the shop keeps). */
export const THREAD_MESSAGES = 100;
const SEND_LIMIT: RateLimit = { maxAttempts: CHAT_MESSAGES_PER_MINUTE, windowMs: MINUTE_MS };
/** New guest conversations from one address: enough for a family's phones, not for a script. */
const NEW_GUEST_LIMIT: RateLimit = { maxAttempts: 10, windowMs: 60 * MINUTE_MS };
const TYPING_LIMIT: RateLimit = { maxAttempts: 40, windowMs: MINUTE_MS };

export const PRODUCT_NOT_FOUND = 'That piece was not found.';
export const ORDER_NOT_FOUND = 'That order was not found.';
export const TOO_MANY_MESSAGES = 'You are sending messages too fast. Please wait a moment.';
export const NO_CONVERSATION = 'Start a conversation first.';

const ownerKey = (owner: ChatOwner) =>
  'userId' in owner ? `u:${owner.userId}` : `g:${owner.guestTokenHash}`;

async function limit(deps: Deps, key: string, rule: RateLimit) {
  if (!(await consumeAttempt(deps, key, rule)))
    throw new HttpError(429, 'too_many_requests', TOO_MANY_MESSAGES);
}

/** GET /api/chat: the shopper's conversation history, its state, and whether someone answers now. */
export async function chatThread(deps: Deps, c: Context): Promise<ChatThread> {
  const chatter = await chatterOf(deps, c);
  const { support } = await publicShopSettings(deps);
  const state = supportState(support, chatter.tier);
  if (!chatter.owner) return { conversation: null, messages: [], support: state };
  const { db } = deps.database;
  const [conversation, messages] = await Promise.all([
    latestConversation(db, chatter.owner),
    ownerMessages(db, chatter.owner, THREAD_MESSAGES),
  ]);
  return {
    conversation: conversation && (await shopperConversationView(db, conversation)),
    messages: messages.map(messageView),
    support: state,
  };
}

export async function shopperConversationView(db: Db, row: ConversationRow) {
  return conversationView(row, await unreadFrom(db, row.id, 'shop', row.customerReadUpTo));
}

/** The context a new conversation starts with, each part checked (a reply in an open one ignores it). */
async function startingContext(deps: Deps, c: Context, chatter: Chatter, input: ChatMessageInput) {
  const { db } = deps.database;
  const context = input.context ?? {};
  if (context.productId && !(await productOnSale(db, context.productId)))
    throw new HttpError(404, 'not_found', PRODUCT_NOT_FOUND);
  const userId = chatter.viewer.user?.id ?? null;
  if (context.orderId && !(await ownOrder(db, context.orderId, { userId, guestId: guestIdOf(c) })))
    throw new HttpError(404, 'not_found', ORDER_NOT_FOUND);
  const bag = context.bag ? await pricedBag(db, context.bag) : null;
  return {
    productId: context.productId ?? null,
    orderId: context.orderId ?? null,
    bagItems: bag?.items ?? null,
    bagSubtotal: bag?.subtotal ?? null,
  };
}

/**
 * Stores the shopper's message in their open conversation, or starts one (a closed conversation
 * stays closed: the next word starts a new one, so each question is timed on its own).
 */
async function storeShopperMessage(
  deps: Deps,
  c: Context,
  input: ChatMessageInput,
  message: Pick<NewMessage, 'body' | 'productId' | 'imageUrl'>,
) {
  const chatter = await chatterOf(deps, c, { create: true });
  const owner = chatter.owner!;
  const { db } = deps.database;
  if (message.productId && !(await productOnSale(db, message.productId)))
    throw new HttpError(404, 'not_found', PRODUCT_NOT_FOUND);
  const context = await startingContext(deps, c, chatter, input);
  await limit(deps, `chat-send:${ownerKey(owner)}`, SEND_LIMIT);
  const open = await latestConversation(db, owner);
  if ((!open || open.status === 'closed') && 'guestTokenHash' in owner)
    await limit(deps, `chat-new:ip:${clientIp(c, deps.config.TRUST_PROXY)}`, NEW_GUEST_LIMIT);

  return db.transaction(async (tx) => {
    await lockChatOwner(tx, owner);
    const now = new Date();
    const current = await latestConversation(tx, owner);
    const conversation =
      current && current.status !== 'closed'
        ? current
        : await insertConversation(tx, {
            ...('userId' in owner ? { userId: owner.userId } : { guestTokenHash: owner.guestTokenHash }),
            guestId: guestIdOf(c),
            tier: chatter.tier,
            ...context,
          });
    const { row, created } = await insertMessage(tx, conversation, {
      conversationId: conversation.id,
      clientId: input.clientId,
      sender: 'customer',
      authorId: chatter.viewer.user?.id ?? null,
      ...message,
    });
    let saved = conversation;
    if (created) {
      saved = await updateConversation(tx, conversation.id, {
        status: chatStatusAfter('customer'),
        tier: chatter.tier,
        lastMessageAt: now,
        waitingSince: conversation.waitingSince ?? now,
        firstCustomerAt: conversation.firstCustomerAt ?? now,
        // Their own message is seen by them.
        customerReadUpTo: Math.max(conversation.customerReadUpTo, row.seq),
      });
      await publishConversationChange(tx, saved);
    }
    return {
      created,
      answer: { message: messageView(row), conversation: await shopperConversationView(tx, saved) },
    };
  });
}

/** POST /api/chat/messages */
export const sendShopperMessage = (deps: Deps, c: Context, input: ChatMessageInput) =>
  storeShopperMessage(deps, c, input, { body: input.body, productId: input.productId ?? null });

/** POST /api/chat/photos: the picture is kept first (checked by its content), then the message. */
export const sendShopperPhoto = (deps: Deps, c: Context, input: ChatMessageInput, imageUrl: string) =>
  storeShopperMessage(deps, c, input, { body: input.body, productId: null, imageUrl });

/** The shopper's current (not closed) conversation, or a 404. */
async function currentConversation(deps: Deps, c: Context) {
  const chatter = await chatterOf(deps, c);
  const conversation = chatter.owner && (await latestConversation(deps.database.db, chatter.owner));
  if (!conversation) throw new HttpError(404, 'not_found', NO_CONVERSATION);
  return { chatter, conversation };
}

/** POST /api/chat/typing: the inbox shows "typing…" for a few seconds. Nothing is stored. */
export async function shopperTyping(deps: Deps, c: Context) {
  const { chatter, conversation } = await currentConversation(deps, c);
  await limit(deps, `chat-typing:${ownerKey(chatter.owner!)}`, TYPING_LIMIT);
  await publishEvent(deps.database.db, {
    kind: CHAT_TYPING_EVENT,
    userId: CHAT_INBOX_ADDRESS,
    id: conversation.id,
  });
}

/** POST /api/chat/read: the shopper has seen the shop's messages up to `upTo` (the shop's ✓✓). */
export async function shopperRead(deps: Deps, c: Context, upTo: number) {
  const { conversation } = await currentConversation(deps, c);
  if (upTo <= conversation.customerReadUpTo) return;
  await deps.database.db.transaction(async (tx) => {
    const saved = await updateConversation(tx, conversation.id, { customerReadUpTo: upTo });
    await publishConversationChange(tx, saved);
  });
}

/** POST /api/chat/contact: a number the shop calls back (outside support hours), noted in the thread. */
export async function leaveContact(deps: Deps, c: Context, phone: string) {
  const { conversation } = await currentConversation(deps, c);
  await deps.database.db.transaction(async (tx) => {
    const saved = await updateConversation(tx, conversation.id, { contactPhone: phone });
    await insertMessage(tx, saved, {
      conversationId: saved.id,
      clientId: null,
      sender: 'system',
      body: `Left a number to call back: ${phone}`,
    });
    await publishConversationChange(tx, saved);
  });
}
