// /api/admin/chat — the owner's inbox and analytics (admins only: the guard in app.ts):
//   GET  /conversations?status=&page=         → AdminChatInbox
//   GET  /conversations/:id                    → AdminChatConversation
//   POST /conversations/:id/messages           { clientId, body?, productId? } → 201 { message } (200: already stored)
//   POST /photos                               multipart: photo + clientId + conversationId (+ body)
//   POST /conversations/:id/read { upTo }  /typing  /close  /reopen
//   PUT  /conversations/:id/assignee           { adminId | null }
//   GET|POST /quick-replies   PUT|DELETE /quick-replies/:id
//   GET  /stream                               → Server-Sent Events (chat-stream.ts)
//   GET  /analytics?period=30d                 → ChatAnalyticsAnswer
import {
  chatAnalyticsQuery,
  chatAssignInput,
  chatConversationParam,
  chatInboxQuery,
  chatMessageInput,
  chatReadInput,
  quickReplyInput,
  quickReplyParam,
} from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import {
  adminConversation,
  adminRead,
  adminReply,
  adminTyping,
  assignConversation,
  chatInbox,
  closeConversation,
  reopenConversation,
} from './chat-admin.service';
import { chatAnalyticsFor } from './chat-analytics.service';
import { keepChatPhoto, photoForm, photoLimit } from './chat-photos';
import { adminChatStream } from './chat-stream';
import { deleteQuickReply, insertQuickReply, listQuickReplies, updateQuickReply } from './quick-replies.repo';

const QUICK_REPLY_NOT_FOUND = 'That quick reply was not found.';

export const chatAdminRoutes = (deps: AppDeps, { heartbeatMs }: { heartbeatMs?: number } = {}) => {
  const { db } = deps.database;
  return new Hono<AdminEnv>()
    .get('/conversations', validQuery(chatInboxQuery), async (c) => {
      const { status, page } = c.req.valid('query');
      return c.json(await chatInbox(deps, status, page));
    })
    .get('/conversations/:id', validParams(chatConversationParam), async (c) =>
      c.json(await adminConversation(deps, c.req.valid('param').id)),
    )
    .post(
      '/conversations/:id/messages',
      validParams(chatConversationParam),
      validJson(chatMessageInput),
      async (c) => {
        const answer = await adminReply(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json'));
        return c.json({ message: answer.message }, answer.created ? 201 : 200);
      },
    )
    .post('/photos', photoLimit, async (c) => {
      const { photo, fields } = await photoForm(c);
      if (!fields.conversationId)
        throw new HttpError(400, 'invalid_request', 'conversationId must be a conversation id');
      const imageUrl = await keepChatPhoto(deps, photo);
      const answer = await adminReply(deps, c.get('admin'), fields.conversationId, fields, imageUrl);
      return c.json({ message: answer.message }, answer.created ? 201 : 200);
    })
    .post(
      '/conversations/:id/read',
      validParams(chatConversationParam),
      validJson(chatReadInput),
      async (c) => c.json(await adminRead(deps, c.req.valid('param').id, c.req.valid('json').upTo)),
    )
    .post('/conversations/:id/typing', validParams(chatConversationParam), async (c) => {
      await adminTyping(deps, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/conversations/:id/close', validParams(chatConversationParam), async (c) =>
      c.json(await closeConversation(deps, c.req.valid('param').id)),
    )
    .post('/conversations/:id/reopen', validParams(chatConversationParam), async (c) =>
      c.json(await reopenConversation(deps, c.req.valid('param').id)),
    )
    .put(
      '/conversations/:id/assignee',
      validParams(chatConversationParam),
      validJson(chatAssignInput),
      async (c) =>
        c.json(await assignConversation(deps, c.req.valid('param').id, c.req.valid('json').adminId)),
    )
    .get('/quick-replies', async (c) => c.json({ quickReplies: await listQuickReplies(db) }))
    .post('/quick-replies', validJson(quickReplyInput), async (c) =>
      c.json(await insertQuickReply(db, { ...c.req.valid('json'), createdBy: c.get('admin').id }), 201),
    )
    .put('/quick-replies/:id', validParams(quickReplyParam), validJson(quickReplyInput), async (c) => {
      const row = await updateQuickReply(db, c.req.valid('param').id, c.req.valid('json'));
      if (!row) throw new HttpError(404, 'not_found', QUICK_REPLY_NOT_FOUND);
      return c.json(row);
    })
    .delete('/quick-replies/:id', validParams(quickReplyParam), async (c) => {
      if (!(await deleteQuickReply(db, c.req.valid('param').id)))
        throw new HttpError(404, 'not_found', QUICK_REPLY_NOT_FOUND);
      return c.body(null, 204);
    })
    .get('/stream', (c) => adminChatStream(deps, c, heartbeatMs))
    .get('/analytics', validQuery(chatAnalyticsQuery), async (c) =>
      c.json(await chatAnalyticsFor(deps, c.req.valid('query').period)),
    );
};
