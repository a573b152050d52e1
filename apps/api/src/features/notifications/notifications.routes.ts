// /api/notifications — the signed-in customer's own notifications (visitors get 401):
//   GET /?unread=true&page=&limit=  → { notifications, page, pageSize, total, hasMore }  newest first
//   GET /unread-count               → { count }
//   POST /:id/read                  → { id, isRead }     another customer's id is a 404
//   POST /read-all                  → { count }          how many were unread
//   GET /stream                     → Server-Sent Events (notifications-stream.ts)
import { notificationIdParam, notificationsQuery } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validParams, validQuery } from '../../lib/validate';
import { HEARTBEAT_MS, notificationStream } from './notifications-stream';
import { markAllRead, markRead, ownNotifications, ownUnreadCount } from './notifications.service';

const NO_STORE = 'private, no-store';

export const notificationsRoutes = (deps: AppDeps, { heartbeatMs = HEARTBEAT_MS } = {}) =>
  new Hono()
    .get('/', validQuery(notificationsQuery), async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await ownNotifications(deps, c.req.raw.headers, c.req.valid('query')));
    })
    .get('/unread-count', async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await ownUnreadCount(deps, c.req.raw.headers));
    })
    .get('/stream', (c) => notificationStream(deps, c, heartbeatMs))
    .post('/read-all', async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await markAllRead(deps, c.req.raw.headers));
    })
    .post('/:id/read', validParams(notificationIdParam), async (c) => {
      c.header('Cache-Control', NO_STORE);
      return c.json(await markRead(deps, c.req.raw.headers, c.req.valid('param').id));
    });
