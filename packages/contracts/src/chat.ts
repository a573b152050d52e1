// Support chat (issue: shoppers talk to the shop in the page; the owner answers from /admin/chat).
// Requests are zod schemas; answers are types. Live updates come as Server-Sent Events:
//   GET /api/chat/stream (the shopper's own conversation) and GET /api/admin/chat/stream (every one).
// Events: `message` (id = the message's seq; a reconnect with Last-Event-ID gets what it missed),
// `conversation` (status, assignee or read marks changed), `typing`, `ready`.
// A guest's conversation is theirs by an httpOnly cookie the first message sets; a signed-in customer's
// by their account (a guest conversation is joined to the account when they sign in).
import {
  ANALYTICS_PERIODS,
  CHAT_MESSAGE_MAX,
  CHAT_STATUSES,
  checkKenyanPhone,
  DEFAULT_ANALYTICS_PERIOD,
  type ChatAnalytics,
  type ChatStatus,
  type CustomerTier,
} from '@shop/domain/rules';
import { PHONE_INVALID_MESSAGE } from '@shop/domain/texts';
import { z } from 'zod';
import { textInput } from './text';

export const CHAT_MESSAGE_EMPTY = 'Please write a message';
export const CHAT_MESSAGE_TOO_LONG = `A message may be at most ${CHAT_MESSAGE_MAX} characters`;
export const QUICK_REPLY_TITLE_MAX = 60;

const id = (what: string) => z.uuid(`must be ${what}`).transform((value) => value.toLowerCase());

/** Where a conversation started: a product page or an order (the server checks both and adds the bag). */
export const chatContextInput = z.object({
  productId: id('a product id').optional(),
  orderId: id('an order id').optional(),
  /** The shopper's bag as the device holds it; the server prices it (items and subtotal for the owner). */
  bag: z
    .array(z.object({ productId: id('a product id'), quantity: z.number().int().min(1).max(99) }))
    .max(50)
    .optional(),
});

/**
 * POST /api/chat/messages and POST /api/admin/chat/conversations/:id/messages. `clientId` is the
 * browser's own id for the message: sending it again (a retry across a dropped connection) answers
 * the stored message instead of storing a second. A message is text, a product, or both.
 */
export const chatMessageInput = z
  .object({
    clientId: id('a message id'),
    body: textInput().trim().max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG).default(''),
    productId: id('a product id').optional(),
    /** Only read on a conversation's first message. */
    context: chatContextInput.optional(),
  })
  .refine((m) => m.body !== '' || m.productId !== undefined, { message: CHAT_MESSAGE_EMPTY, path: ['body'] });
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

/** POST /api/chat/photos and /api/admin/chat/photos: the form's fields beside the `photo` file. */
export const chatPhotoFields = z.object({
  clientId: id('a message id'),
  body: textInput().trim().max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG).default(''),
  /** The owner's form only: which conversation the photo answers. */
  conversationId: id('a conversation id').optional(),
});

/** POST …/read: everything up to this message seq has been seen. */
export const chatReadInput = z.object({ upTo: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });

/** POST /api/chat/contact: outside support hours, a number to call back. */
export const chatContactInput = z.object({
  phone: z
    .string({ error: PHONE_INVALID_MESSAGE })
    .trim()
    .transform((value, ctx) => {
      const checked = checkKenyanPhone(value);
      if (checked.ok) return checked.phone;
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
      return z.NEVER;
    }),
});

export const chatConversationParam = z.object({ id: id('a conversation id') });

/** GET /api/admin/chat/conversations?status=waiting&page=1 */
export const chatInboxQuery = z.object({
  status: z.enum([...CHAT_STATUSES, 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** PUT /api/admin/chat/conversations/:id/assignee — null leaves it with nobody. */
export const chatAssignInput = z.object({ adminId: z.string().trim().min(1).max(100).nullable() });

/** POST/PUT /api/admin/chat/quick-replies — a saved answer. */
export const quickReplyInput = z.object({
  title: textInput().trim().min(1, 'Please give the reply a title').max(QUICK_REPLY_TITLE_MAX),
  body: textInput().trim().min(1, CHAT_MESSAGE_EMPTY).max(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG),
});
export const quickReplyParam = z.object({ id: id('a quick reply id') });

/** GET /api/admin/chat/analytics?period=30d */
export const chatAnalyticsQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default(DEFAULT_ANALYTICS_PERIOD),
});

// ---- Answers -------------------------------------------------------------------------------------

export type ChatMessageView = {
  id: string;
  /** Order of messages across the shop; the stream's event id. */
  seq: number;
  conversationId: string;
  clientId: string | null;
  sender: 'customer' | 'shop' | 'system';
  /** The shop's messages carry the first name of the admin who wrote them. */
  authorName: string | null;
  body: string;
  product: { id: string; slug: string; name: string; price: number; image: string | null } | null;
  imageUrl: string | null;
  createdAt: string;
};

export type ChatConversationView = {
  id: string;
  status: ChatStatus;
  /** Highest seq the other side has seen: the shopper's read ticks (shopRead) and the shop's. */
  customerReadUpTo: number;
  shopReadUpTo: number;
  /** Messages from the shop the shopper has not seen. */
  unread: number;
  createdAt: string;
};

export type ChatSupportState = {
  /** A person answers now (Monday–Saturday 9 AM–6 PM EAT). */
  open: boolean;
  /** "We're offline — we reply from 9 AM EAT" while closed, else null. */
  offlineMessage: string | null;
  hours: string;
  whatsapp: string;
  /** The shopper's tier promise in minutes, or null. */
  promiseMinutes: number | null;
};

/** GET /api/chat */
export type ChatThread = {
  conversation: ChatConversationView | null;
  messages: ChatMessageView[];
  support: ChatSupportState;
};

export type ChatContextView = {
  product: { id: string; slug: string; name: string } | null;
  order: { id: string; shortId: string; status: string; total: number } | null;
  bag: { items: number; subtotal: number } | null;
};

export type AdminChatSummary = {
  id: string;
  status: ChatStatus;
  customer: {
    name: string;
    email: string | null;
    phone: string | null;
    userId: string | null;
    guest: boolean;
  };
  tier: CustomerTier;
  promiseMinutes: number | null;
  /** While waiting: since when, and when the tier's promise falls due (null: no promise). */
  waitingSince: string | null;
  dueAt: string | null;
  lastMessage: { body: string; sender: 'customer' | 'shop' | 'system'; at: string } | null;
  /** Customer messages the shop has not seen. */
  unread: number;
  assignee: { id: string; name: string } | null;
  context: ChatContextView;
  createdAt: string;
};

/** GET /api/admin/chat/conversations */
export type AdminChatInbox = {
  conversations: AdminChatSummary[];
  counts: Record<ChatStatus, number>;
  admins: { id: string; name: string }[];
  page: number;
  hasMore: boolean;
};

/** GET /api/admin/chat/conversations/:id */
export type AdminChatConversation = {
  conversation: AdminChatSummary & {
    customerReadUpTo: number;
    shopReadUpTo: number;
    contactPhone: string | null;
  };
  messages: ChatMessageView[];
};

export type QuickReply = { id: string; title: string; body: string };

/** GET /api/admin/chat/analytics */
export type ChatAnalyticsAnswer = ChatAnalytics & { period: (typeof ANALYTICS_PERIODS)[number] };
