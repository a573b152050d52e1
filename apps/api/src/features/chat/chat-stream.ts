// The live side of chat, on the shop's one realtime channel (realtime/event-stream.ts):
//   GET /api/chat/stream        the shopper's own conversations: message, conversation, typing, ready
//   GET /api/admin/chat/stream  every conversation, for the inbox: message, conversation, typing, ready
// Message events carry the message's seq as id, so a reconnect (Last-Event-ID) is sent what it missed.
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { HEARTBEAT_MS, rowStream } from '../realtime/event-stream';
import { realtimeHub } from '../realtime/realtime-hub';
import { adminSummary } from './chat-admin.service';
import { chatterOf } from './chat-identity';
import { NO_CONVERSATION, shopperConversationView } from './chat.service';
import { messageView } from './chat-views';
import {
  allMessagesAfter,
  CHAT_CONVERSATION_EVENT,
  CHAT_INBOX_ADDRESS,
  CHAT_MESSAGE_EVENT,
  CHAT_TYPING_EVENT,
  latestConversation,
  latestMessageSeq,
  ownerAddress,
  ownerMessagesAfter,
} from './chat.repo';

type Deps = Pick<AppDeps, 'auth' | 'database' | 'config' | 'logger'>;

/** Open chat streams one shopper may hold (tabs and devices). */
export const MAX_CHAT_STREAMS = 10;

const asSeq = (id: string | undefined) => (id === undefined ? undefined : Number(id));

export async function shopperChatStream(deps: Deps, c: Context, heartbeatMs = HEARTBEAT_MS) {
  const { owner } = await chatterOf(deps, c);
  if (!owner) throw new HttpError(404, 'not_found', NO_CONVERSATION);
  const address = ownerAddress(owner);
  if (realtimeHub(deps.database).count(address) >= MAX_CHAT_STREAMS)
    throw new HttpError(429, 'too_many_streams', 'Too many open chat windows. Close a tab and try again.');
  const { db } = deps.database;
  const latestView = async () => {
    const row = await latestConversation(db, owner);
    return row && shopperConversationView(db, row);
  };
  return rowStream(
    deps,
    c,
    {
      address,
      latestSeq: () => latestMessageSeq(db, { owner }),
      rowsAfter: (after, limit, also) => ownerMessagesAfter(db, owner, after, limit, also),
      rowEvent: (row) => ({ event: 'message', data: messageView(row) }),
      onEvent: (event, writer) => {
        if (event.kind === CHAT_MESSAGE_EVENT) writer.catchUp(asSeq(event.id));
        else if (event.kind === CHAT_CONVERSATION_EVENT) writer.send('conversation', latestView);
        else if (event.kind === CHAT_TYPING_EVENT) writer.send('typing', { sender: 'shop' });
      },
      onResync: (writer) => writer.send('conversation', latestView),
    },
    heartbeatMs,
  );
}

export function adminChatStream(deps: Deps, c: Context, heartbeatMs = HEARTBEAT_MS) {
  const { db } = deps.database;
  return rowStream(
    deps,
    c,
    {
      address: CHAT_INBOX_ADDRESS,
      latestSeq: () => latestMessageSeq(db),
      rowsAfter: (after, limit, also) => allMessagesAfter(db, after, limit, also),
      rowEvent: (row) => ({ event: 'message', data: messageView(row) }),
      onEvent: (event, writer) => {
        if (event.kind === CHAT_MESSAGE_EVENT) writer.catchUp(asSeq(event.id));
        else if (event.kind === CHAT_CONVERSATION_EVENT && event.id)
          writer.send('conversation', () => adminSummary(db, event.id!));
        else if (event.kind === CHAT_TYPING_EVENT && event.id)
          writer.send('typing', { conversationId: event.id });
      },
      // Conversations may have changed unseen while the process was not listening: refetch them.
      onResync: (writer) => writer.send('resync', {}),
    },
    heartbeatMs,
  );
}
