// Admins only (the guard in app.ts):
//   GET /api/admin/email-previews         the mails there are: [{ kind, label }]
//   GET /api/admin/email-previews/:kind   one, rendered from sample data: { subject, html, text, … }
import { emailPreviewParam } from '@shop/contracts';
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validParams } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { emailPreview, previewKinds } from './email-previews.service';

export const emailPreviewsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', (c) => c.json({ kinds: previewKinds() }))
    .get('/:kind', validParams(emailPreviewParam), async (c) =>
      c.json(await emailPreview(deps, c.req.valid('param').kind)),
    );
