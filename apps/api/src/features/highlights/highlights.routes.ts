// GET /api/highlights → { highlights: [{ id, title, cover_image, items: [...] }] }: the home page's
// story covers. The same for every visitor (what a visitor may see), so the server keeps it with the
// other visitor answers and browsers and shared caches for a minute.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { jsonAnswer, PUBLIC_CACHE, sendJson } from '../../lib/http-cache';
import { visitorCache } from '../../lib/visitor-cache';
import { listHighlights } from './highlights.service';

type List = Awaited<ReturnType<typeof listHighlights>>;

export const highlightsRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => {
    const answer = await visitorCache(deps).answers.get('/api/highlights', async () =>
      jsonAnswer(await listHighlights(deps)),
    );
    return sendJson<List>(c, answer, PUBLIC_CACHE);
  });
