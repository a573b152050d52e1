// The owner's creators (admins only: the guard in app.ts):
//   GET  /api/admin/creators                              applications and creators with figures
//   POST /api/admin/creators/applications/:id/decision    approve (rate, code) or reject, with a message
//   GET  /api/admin/creators/:id                          profile, videos, performance, payouts, audit
//   PUT  /api/admin/creators/:id                          rate, code, linked discount code, active
//   POST /api/admin/creators/videos/:id/review            approve or reject an upload
//   GET  /api/admin/creator-payouts                       owed per creator, payouts
//   POST /api/admin/creator-payouts                       mark paid (M-Pesa reference)
//   GET  /api/admin/creator-payouts/export.csv
//   GET  /api/admin/creator-leaderboard?period=&sort=
//   GET  /api/admin/creator-collabs, POST, PUT /:id, POST /:id/remind
import { Hono } from 'hono';
import {
  applicationIdParam,
  collabIdParam,
  creatorChangeInput,
  creatorCollabInput,
  creatorDecisionInput,
  creatorIdParam,
  creatorPayoutInput,
  leaderboardQuery,
  videoIdParam,
  videoReviewInput,
} from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { csvDownload } from '../../lib/csv';
import { validJson, validParams, validQuery } from '../../lib/validate';
import type { AdminEnv } from '../accounts/admin-guard';
import { changeCollab, collabList, createCollab, remindCollab } from './creator-collabs.service';
import { leaderboard, markPayoutPaid, payoutOverview, payoutsCsv } from './creator-money.service';
import {
  adminCreatorDetail,
  adminCreatorList,
  changeCreator,
  decideOnApplication,
  reviewCreatorVideo,
} from './creators-admin.service';

export const creatorsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await adminCreatorList(deps)))
    .post(
      '/applications/:id/decision',
      validParams(applicationIdParam),
      validJson(creatorDecisionInput),
      async (c) =>
        c.json(await decideOnApplication(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/videos/:id/review', validParams(videoIdParam), validJson(videoReviewInput), async (c) =>
      c.json(await reviewCreatorVideo(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json'))),
    )
    .get('/:id', validParams(creatorIdParam), async (c) =>
      c.json(await adminCreatorDetail(deps, c.req.valid('param').id)),
    )
    .put('/:id', validParams(creatorIdParam), validJson(creatorChangeInput), async (c) =>
      c.json(await changeCreator(deps, c.get('admin'), c.req.valid('param').id, c.req.valid('json'))),
    );

export const creatorPayoutsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await payoutOverview(deps)))
    .post('/', validJson(creatorPayoutInput), async (c) =>
      c.json(await markPayoutPaid(deps, c.get('admin'), c.req.valid('json')), 201),
    )
    .get('/export.csv', async (c) => csvDownload(c, 'creator-payouts', await payoutsCsv(deps)));

export const creatorLeaderboardAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>().get('/', validQuery(leaderboardQuery), async (c) => {
    const { period, sort } = c.req.valid('query');
    return c.json(await leaderboard(deps, period, sort));
  });

export const creatorCollabsAdminRoutes = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .get('/', async (c) => c.json(await collabList(deps)))
    .post('/', validJson(creatorCollabInput), async (c) =>
      c.json(await createCollab(deps, c.req.valid('json')), 201),
    )
    .put('/:id', validParams(collabIdParam), validJson(creatorCollabInput), async (c) =>
      c.json(await changeCollab(deps, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/remind', validParams(collabIdParam), async (c) =>
      c.json(await remindCollab(deps, c.req.valid('param').id)),
    );
