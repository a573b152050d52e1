// The programme's public side:
//   POST /api/creators/applications   the /collaborate form (signed in or not; one open application)
//   GET  /api/creators/me             the signed-in visitor's place: creator, applicant, or neither
//   GET  /api/creators/dashboard      the creator's own figures (403 for anyone else)
//   POST /api/creators/videos         multipart: video (MP4/WebM), poster?, title, description?; waits
//                                     for the owner's approval
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { creatorApplicationInput } from '@shop/contracts';
import { RATE_LIMIT_MESSAGE } from '@shop/domain/texts';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { errorBody, HttpError } from '../../lib/errors';
import { noStore } from '../../lib/http-cache';
import { validJson } from '../../lib/validate';
import { getShopper } from '../accounts/shopper.service';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import { MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../uploads/uploads.service';
import { applyAsCreator, creatorDashboard, myCreatorStatus, uploadCreatorVideo } from './creators.service';

/** app.ts leaves this path out of its 1 MB limit; the route applies its own after the creator check. */
export const CREATOR_VIDEO_UPLOAD_PATH = '/api/creators/videos';

const APPLY_LIMIT = { maxAttempts: 5, windowMs: 60 * 60 * 1000 } as const;

const uploadLimit = bodyLimit({
  maxSize: MAX_VIDEO_BYTES + MAX_IMAGE_BYTES + 1024 * 1024,
  onError: (c) => c.json(errorBody('too_large', 'A video may be at most 100 MB.'), 413),
});

export const creatorsRoutes = (deps: AppDeps) =>
  new Hono()
    .use(noStore())
    .post('/applications', validJson(creatorApplicationInput), async (c) => {
      const ip = clientIp(c, deps.config.TRUST_PROXY);
      if (!(await consumeAttempt(deps, `creator-apply:ip:${ip}`, APPLY_LIMIT)))
        throw new HttpError(429, 'rate_limited', RATE_LIMIT_MESSAGE);
      const shopper = await getShopper(deps, c.req.raw.headers);
      return c.json(await applyAsCreator(deps, shopper, c.req.valid('json')), 201);
    })
    .get('/me', async (c) => c.json(await myCreatorStatus(deps, await getShopper(deps, c.req.raw.headers))))
    .get('/dashboard', async (c) =>
      c.json(await creatorDashboard(deps, await getShopper(deps, c.req.raw.headers))),
    )
    .post(
      '/videos',
      async (c, next) => {
        // Who is asking is checked before the body is read: a stranger's 100 MB never reaches the disk.
        const shopper = await getShopper(deps, c.req.raw.headers);
        if (!shopper.userId) throw new HttpError(401, 'unauthorized', 'Please sign in to upload.');
        return uploadLimit(c, next);
      },
      async (c) =>
        c.json(await uploadCreatorVideo(deps, await getShopper(deps, c.req.raw.headers), c.req.raw), 201),
    );
