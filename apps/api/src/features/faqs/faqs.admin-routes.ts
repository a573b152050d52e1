// The owner's FAQs (admins only: the guard in app.ts):
//   GET    /api/admin/faqs
//   POST   /api/admin/faqs           { question, answer, category?, display_order?, is_active? }
//   PUT    /api/admin/faqs/:id       the fields sent
//   POST   /api/admin/faqs/reorder   { ids: [...] } first to last
//   DELETE /api/admin/faqs/:id
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { adminFaqList, changeFaq, createFaq, removeFaq, reorderFaqs } from './faqs-admin.service';
import { faqChangeInput, faqCreateInput, faqIdParam, faqReorderInput } from '@shop/contracts';

export const faqsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminFaqList(deps)))
    .post('/', validJson(faqCreateInput), async (c) =>
      c.json(await createFaq(deps, c.req.valid('json')), 201),
    )
    .post('/reorder', validJson(faqReorderInput), async (c) =>
      c.json(await reorderFaqs(deps, c.req.valid('json').ids)),
    )
    .put('/:id', validParams(faqIdParam), validJson(faqChangeInput), async (c) =>
      c.json(await changeFaq(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', validParams(faqIdParam), async (c) =>
      c.json(await removeFaq(deps, c.req.valid('param').id)),
    );
