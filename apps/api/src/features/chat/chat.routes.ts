// /api/chat — the shopper's support chat (guests and signed-in customers; whose conversation it is
// comes from the session or the guest cookie, see chat-identity.ts):
//   GET  /          → ChatThread: history, the conversation's state, whether someone answers now
//   POST /messages  { clientId, body?, productId?, context? } → 201 { message, conversation } (200: already stored)
//   POST /photos    multipart: photo + clientId (+ body) → as /messages
//   POST /typing    → 204   POST /read { upTo } → 204   POST /contact { phone } → 204
//   GET  /stream    → Server-Sent Events (chat-stream.ts)
import { chatContactInput, chatMessageInput, chatReadInput } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { noStore } from '../../lib/http-cache';
import { clientIp } from '../../lib/client-ip';
import { validJson } from '../../lib/validate';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import { keepChatPhoto, photoForm, photoLimit } from './chat-photos';
import { shopperChatStream } from './chat-stream';
import {
  chatThread,
  leaveContact,
  sendShopperMessage,
  sendShopperPhoto,
  shopperRead,
  shopperTyping,
  TOO_MANY_MESSAGES,
} from './chat.service';

/** Photos from one address: a few per conversation, not a file store for strangers. */
const PHOTO_LIMIT = { maxAttempts: 10, windowMs: 10 * 60_000 };

export const chatRoutes = (deps: AppDeps, { heartbeatMs }: { heartbeatMs?: number } = {}) =>
  new Hono()
    .use(noStore())
    .get('/', async (c) => c.json(await chatThread(deps, c)))
    .get('/stream', (c) => shopperChatStream(deps, c, heartbeatMs))
    .post('/messages', validJson(chatMessageInput), async (c) => {
      const { created, answer } = await sendShopperMessage(deps, c, c.req.valid('json'));
      return c.json(answer, created ? 201 : 200);
    })
    .post('/photos', photoLimit, async (c) => {
      const { photo, fields } = await photoForm(c);
      if (!(await consumeAttempt(deps, `chat-photo:ip:${clientIp(c, deps.config.TRUST_PROXY)}`, PHOTO_LIMIT)))
        throw new HttpError(429, 'too_many_requests', TOO_MANY_MESSAGES);
      const imageUrl = await keepChatPhoto(deps, photo);
      const { created, answer } = await sendShopperPhoto(deps, c, { ...fields, body: fields.body }, imageUrl);
      return c.json(answer, created ? 201 : 200);
    })
    .post('/typing', async (c) => {
      await shopperTyping(deps, c);
      return c.body(null, 204);
    })
    .post('/read', validJson(chatReadInput), async (c) => {
      await shopperRead(deps, c, c.req.valid('json').upTo);
      return c.body(null, 204);
    })
    .post('/contact', validJson(chatContactInput), async (c) => {
      await leaveContact(deps, c, c.req.valid('json').phone);
      return c.body(null, 204);
    });
