// GET /api/admin/order-sms (admins only: the guard in app.ts): the guests' order SMS, sent or still
// waiting, with attempts and the last error — the outbox alone is empty once a real provider is set.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { orderSmsList } from './order-sms.service';

export const orderSmsAdminRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => c.json(await orderSmsList(deps)));
