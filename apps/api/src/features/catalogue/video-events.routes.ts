// POST /api/videos/:id/events { kind }: what a visitor did with a shop video (view, play_3s,
// complete, pin_tap, add_to_bag, share). Counted once per visitor, video, kind and day; rate limited.
// Answers { counted } — false for a repeat, or for an admin, which changes nothing.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { clientIp } from '../../lib/client-ip';
import { guestIdOf } from '../../lib/guest-id';
import { noStore } from '../../lib/http-cache';
import { validJson, validParams } from '../../lib/validate';
import { getShopper } from '../accounts/shopper.service';
import { recordVideoEvent } from './video-events.service';
import { videoEventInput, videoIdParam } from '@shop/contracts';

export const videoEventsRoutes = (deps: AppDeps) =>
  new Hono()
    .use(noStore())
    .post('/:id/events', validParams(videoIdParam), validJson(videoEventInput), async (c) => {
      const shopper = await getShopper(deps, c.req.raw.headers);
      // The shop's own team watching, tagging and checking its videos is not engagement.
      if (shopper.viewer.isAdmin) return c.json({ counted: false });
      const result = await recordVideoEvent(deps, {
        videoId: c.req.valid('param').id,
        kind: c.req.valid('json').kind,
        userId: shopper.userId,
        guestId: shopper.userId ? null : guestIdOf(c),
        ip: clientIp(c, deps.config.TRUST_PROXY),
      });
      return c.json(result);
    });
