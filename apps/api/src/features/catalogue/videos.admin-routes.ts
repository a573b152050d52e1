// The owner's shop videos (admins only: the guard in app.ts):
//   GET    /api/admin/videos
//   GET    /api/admin/videos/:id
//   POST   /api/admin/videos      { title, description?, url, thumbnail_url? }
//   PUT    /api/admin/videos/:id  the fields sent
//   DELETE /api/admin/videos/:id  (its product pins go with it)
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import {
  adminVideoDetail,
  adminVideoList,
  changeVideo,
  createVideo,
  removeVideo,
} from './videos-admin.service';
import { videoChangeInput, videoCreateInput, videoIdParam } from '@shop/contracts';

export const videosAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminVideoList(deps)))
    .get('/:id', validParams(videoIdParam), async (c) =>
      c.json(await adminVideoDetail(deps, c.req.valid('param').id)),
    )
    .post('/', validJson(videoCreateInput), async (c) =>
      c.json(await createVideo(deps, c.req.valid('json')), 201),
    )
    .put('/:id', validParams(videoIdParam), validJson(videoChangeInput), async (c) =>
      c.json(await changeVideo(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', validParams(videoIdParam), async (c) =>
      c.json(await removeVideo(deps, c.req.valid('param').id)),
    );
