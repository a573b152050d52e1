// One structured line per request: method, path (never the query string, which can carry payment
// references), status and time. Server errors at error level, client mistakes at info, the rest at
// debug so a busy shop's logs stay readable at the default level.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';

export const requestLog =
  (logger: Logger): MiddlewareHandler =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    // The hot path (a catalogue read at the default level) builds no line at all.
    if (status < 400 && !logger.isLevelEnabled('debug')) return;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) logger.error(line, 'request failed');
    else if (status >= 400) logger.info(line, 'request refused');
    else logger.debug(line, 'request');
  };
