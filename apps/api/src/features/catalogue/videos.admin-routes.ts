// The owner's shop videos (admins only: the guard in app.ts):
//   GET    /api/admin/videos
//   GET    /api/admin/videos/:id
//   POST   /api/admin/videos         { title, description?, url, thumbnail_url?, active? }
//   POST   /api/admin/videos/upload  multipart: video (MP4/WebM), poster? (picture), title, description?
//   PUT    /api/admin/videos/:id     the fields sent
//   DELETE /api/admin/videos/:id     (its product pins go with it)
//   GET    /api/admin/videos/:id/tags
//   POST   /api/admin/videos/:id/tags          { product_id, position_x, position_y, show_at, hide_at? }
//   PUT    /api/admin/videos/:id/tags/:tagId   { position_x?, position_y?, show_at?, hide_at? }
//   DELETE /api/admin/videos/:id/tags/:tagId
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../app-deps';
import { errorBody } from '../../lib/errors';
import { validJson, validParams } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../uploads/uploads.service';
import { changeTag, createTag, removeTag, videoTags } from './video-tags.service';
import { publishUploadedVideo } from './video-upload.service';
import {
  adminVideoDetail,
  adminVideoList,
  changeVideo,
  createVideo,
  removeVideo,
} from './videos-admin.service';
import {
  videoChangeInput,
  videoCreateInput,
  videoIdParam,
  videoTagChangeInput,
  videoTagCreateInput,
  videoTagParam,
} from '@shop/contracts';

/** app.ts leaves this path out of its 1 MB limit; the route applies its own after the admin check. */
export const VIDEO_UPLOAD_PATH = '/api/admin/videos/upload';

const uploadLimit = bodyLimit({
  // One video and one poster, with room for the form's own bytes.
  maxSize: MAX_VIDEO_BYTES + MAX_IMAGE_BYTES + 1024 * 1024,
  onError: (c) => c.json(errorBody('too_large', 'A video may be at most 100 MB.'), 413),
});

export const videosAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminVideoList(deps)))
    .post('/upload', uploadLimit, async (c) => c.json(await publishUploadedVideo(deps, c.req.raw), 201))
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
    )
    .get('/:id/tags', validParams(videoIdParam), async (c) =>
      c.json(await videoTags(deps, c.req.valid('param').id)),
    )
    .post('/:id/tags', validParams(videoIdParam), validJson(videoTagCreateInput), async (c) =>
      c.json(await createTag(deps, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .put('/:id/tags/:tagId', validParams(videoTagParam), validJson(videoTagChangeInput), async (c) => {
      const { id, tagId } = c.req.valid('param');
      return c.json(await changeTag(deps, id, tagId, c.req.valid('json')));
    })
    .delete('/:id/tags/:tagId', validParams(videoTagParam), async (c) => {
      const { id, tagId } = c.req.valid('param');
      return c.json(await removeTag(deps, id, tagId));
    });
