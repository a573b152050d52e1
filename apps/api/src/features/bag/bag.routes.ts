// POST /api/bag/quote: the device bag priced by the server for whoever asks (visitor, guest or
// customer), with a message for every line that changed. The drawer shows them; checkout will too.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { validJson } from '../../lib/validate';
import { getShopper } from '../accounts/shopper.service';
import { quoteDeviceBag } from './bag.service';
import { bagInput } from '@shop/contracts';

export const bagRoutes = (deps: AppDeps) =>
  new Hono().post('/quote', validJson(bagInput), async (c) => {
    const shopper = await getShopper(deps, c.req.raw.headers);
    const answer = await quoteDeviceBag(deps, shopper.viewer, c.req.valid('json'));
    // Prices and stock move: never kept by a cache.
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
