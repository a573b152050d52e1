// GET /api/faqs → { faqs: [{ id, question, answer, category }] }: the same for every visitor, so shared
// caches may keep it for a few minutes (answers change rarely; an edit shows within 5 minutes).
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { cachedJson } from '../../lib/http-cache';
import { listFaqs } from './faqs.service';

export const FAQ_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

export const faqsRoutes = (deps: AppDeps) =>
  new Hono().get('/', async (c) => cachedJson(c, await listFaqs(deps), FAQ_CACHE));
