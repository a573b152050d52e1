// GET /sitemap.xml and /robots.txt at the site root, with the shop's public address (PUBLIC_URL) in
// them whatever host the request came in on. The sitemap is the same for everyone: shared caches and
// this process keep it for 10 minutes.
import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { AnswerCache } from '../../lib/answer-cache';
import { robotsTxt, sitemap } from './seo.service';

const TEN_MINUTES = 600_000;
const SEO_CACHE = 'public, max-age=600';

export const seoRoutes = (deps: Pick<AppDeps, 'database' | 'config'>) => {
  const kept = new AnswerCache<string>(TEN_MINUTES, 4);
  const originOf = (url: string) => deps.config.PUBLIC_URL ?? new URL(url).origin;
  return new Hono()
    .get('/sitemap.xml', async (c) => {
      const origin = originOf(c.req.url);
      const body = await kept.get(origin, () => sitemap(deps, origin));
      c.header('Cache-Control', SEO_CACHE);
      return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    })
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', SEO_CACHE);
      return c.text(robotsTxt(originOf(c.req.url)));
    });
};
