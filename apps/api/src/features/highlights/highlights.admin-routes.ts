// The owner's home highlights (admins only: the guard in app.ts):
//   GET    /api/admin/highlights               every highlight with its items and whether it shows now
//   GET    /api/admin/highlights/choices?q=    the item picker: products, bundles, videos by name
//   POST   /api/admin/highlights               { title, cover_image?, active?, starts_at?, ends_at? }
//   PUT    /api/admin/highlights/:id           the fields sent
//   PUT    /api/admin/highlights/:id/items     { items: [{ kind, ref_id }] } first to last
//   POST   /api/admin/highlights/reorder       { ids: [...] } first to last
//   DELETE /api/admin/highlights/:id
// The cover picture is uploaded first through /api/admin/uploads (checked by its content there).
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import {
  adminHighlightList,
  changeHighlight,
  createHighlight,
  highlightChoices,
  removeHighlight,
  reorderHighlights,
  setHighlightItems,
} from './highlights.service';
import {
  highlightChangeInput,
  highlightChoicesQuery,
  highlightCreateInput,
  highlightIdParam,
  highlightItemsInput,
  highlightReorderInput,
} from '@shop/contracts';

export const highlightsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminHighlightList(deps)))
    .get('/choices', validQuery(highlightChoicesQuery), async (c) =>
      c.json(await highlightChoices(deps, c.req.valid('query').q)),
    )
    .post('/', validJson(highlightCreateInput), async (c) =>
      c.json(await createHighlight(deps, c.req.valid('json')), 201),
    )
    .post('/reorder', validJson(highlightReorderInput), async (c) =>
      c.json(await reorderHighlights(deps, c.req.valid('json').ids)),
    )
    .put('/:id', validParams(highlightIdParam), validJson(highlightChangeInput), async (c) =>
      c.json(await changeHighlight(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .put('/:id/items', validParams(highlightIdParam), validJson(highlightItemsInput), async (c) =>
      c.json(await setHighlightItems(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', validParams(highlightIdParam), async (c) =>
      c.json(await removeHighlight(deps, c.req.valid('param').id)),
    );
