// Builds the shop's HTTP app: security headers, compression, the API under /api, uploads, and the
// web app (assets + server-rendered pages). Thin routes; the work happens in feature services.
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDeps } from './app-deps';
import { accountOptionsRoutes, meRoutes } from './features/accounts/accounts.routes';
import { usersAdminRoutes } from './features/accounts/users.admin-routes';
import { adminOnly, type AdminEnv } from './features/accounts/admin-guard';
import { authLimits } from './features/accounts/auth-limits';
import { bagRoutes } from './features/bag/bag.routes';
import { bundlesAdminRoutes } from './features/catalogue/bundles.admin-routes';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { checkoutFollowUpsAdminRoutes } from './features/checkout-follow-ups/checkout-follow-ups.admin-routes';
import { productsAdminRoutes } from './features/catalogue/products.admin-routes';
import { VIDEO_UPLOAD_PATH, videosAdminRoutes } from './features/catalogue/videos.admin-routes';
import { videoEventsRoutes } from './features/catalogue/video-events.routes';
import { vipCollectionRoutes } from './features/catalogue/vip-collection.routes';
import { chatAdminRoutes } from './features/chat/chat.admin-routes';
import { CHAT_PHOTO_PATHS } from './features/chat/chat-photos';
import { chatRoutes } from './features/chat/chat.routes';
import { checkoutRoutes } from './features/checkout/checkout.routes';
import { webhookRoutes } from './features/checkout/webhook.routes';
import { clientErrorRoutes } from './features/client-errors/client-errors.routes';
import { pagesAdminRoutes } from './features/content/content.admin-routes';
import { customerAnalyticsAdminRoutes } from './features/customer-analytics/customer-analytics.admin-routes';
import { pageRoutes } from './features/content/content.routes';
import {
  creatorCollabsAdminRoutes,
  creatorLeaderboardAdminRoutes,
  creatorPayoutsAdminRoutes,
  creatorsAdminRoutes,
} from './features/creators/creators.admin-routes';
import { CREATOR_VIDEO_UPLOAD_PATH, creatorsRoutes } from './features/creators/creators.routes';
import { referralVisits } from './features/creators/referrals.service';
import { discountsAdminRoutes } from './features/discounts/discounts.admin-routes';
import { discountsRoutes } from './features/discounts/discounts.routes';
import { dropsAdminRoutes } from './features/drops/drops.admin-routes';
import { dropsRoutes } from './features/drops/drops.routes';
import { earlyAccessAdminRoutes } from './features/early-access/early-access.admin-routes';
import { earlyAccessRoutes } from './features/early-access/early-access.routes';
import { exitIntentAdminRoutes } from './features/exit-intent/exit-intent.admin-routes';
import { exitIntentRoutes } from './features/exit-intent/exit-intent.routes';
import { faqsAdminRoutes } from './features/faqs/faqs.admin-routes';
import { faqsRoutes } from './features/faqs/faqs.routes';
import { fomoAdminRoutes } from './features/fomo/fomo.admin-routes';
import { fomoRoutes } from './features/fomo/fomo.routes';
import { healthRoutes } from './features/health/health.routes';
import { highlightsAdminRoutes } from './features/highlights/highlights.admin-routes';
import { highlightsRoutes } from './features/highlights/highlights.routes';
import { imageProxyRoutes } from './features/image-proxy/image-proxy.routes';
import { emailPreviewsAdminRoutes } from './features/email-previews/email-previews.admin-routes';
import { emailSettingsAdminRoutes } from './features/mailer/email-settings.admin-routes';
import { MAIL_LOGO_PATH } from './features/mailer/templates/mail-brand';
import { outboxAdminRoutes } from './features/mailer/mailer.admin-routes';
import { orderSmsAdminRoutes } from './features/orders/order-sms.admin-routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { preferencesRoutes } from './features/notifications/preferences.routes';
import { guestOrdersRoutes } from './features/orders/guest-orders.routes';
import { emailQueueAdminRoutes } from './features/orders/order-mails.admin-routes';
import { ordersAdminRoutes } from './features/orders/orders.admin-routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { settingsAdminRoutes } from './features/settings/settings.admin-routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { paymentLinksAdminRoutes } from './features/payment-links/payment-links.admin-routes';
import { paymentLinksRoutes } from './features/payment-links/payment-links.routes';
import { wishlistAnalyticsAdminRoutes } from './features/wishlist-analytics/wishlist-analytics.admin-routes';
import { publicShopSettings, shopIdentity } from './features/settings/settings.service';
import { sandboxPayRoutes } from './features/payments/sandbox.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { storedFilesRoutes } from './features/uploads/stored-files.routes';
import { UPLOADS_PATH, uploadsRoutes } from './features/uploads/uploads.routes';
import { pageAudience } from './features/accounts/page-audience.service';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { databaseUnavailableAnswer, errorBody, handleError } from './lib/errors';
import { fileStoreFor } from './lib/file-store';
import { noStore, setAnswerHeader } from './lib/http-cache';
import { visitorCache } from './lib/visitor-cache';
import { jsonInput } from './middleware/json-input';
import { requestLog } from './middleware/request-log';
import { sameOrigin } from './middleware/same-origin';
import { securityHeaders } from './middleware/security-headers';
import { installableApp } from './web/installable-app';

export type { AppDeps } from './app-deps';

/**
 * Every admin endpoint (/api/admin/*), behind the one guard: admin rights read on each request (AC-3),
 * a second factor when the shop asks for one (AUTH-7); what an admin is answered is never kept.
 */
export const createAdminApi = (deps: AppDeps) =>
  new Hono<AdminEnv>()
    .use(adminOnly(deps))
    .use(noStore())
    .route('/outbox', outboxAdminRoutes(deps))
    .route('/order-sms', orderSmsAdminRoutes(deps))
    .route('/email-settings', emailSettingsAdminRoutes(deps))
    .route('/email-queue', emailQueueAdminRoutes(deps))
    .route('/email-previews', emailPreviewsAdminRoutes(deps))
    .route('/discounts', discountsAdminRoutes(deps))
    .route('/users', usersAdminRoutes(deps))
    .route('/products', productsAdminRoutes(deps))
    .route('/bundles', bundlesAdminRoutes(deps))
    .route('/videos', videosAdminRoutes(deps))
    .route('/uploads', uploadsRoutes(deps))
    .route('/faqs', faqsAdminRoutes(deps))
    .route('/highlights', highlightsAdminRoutes(deps))
    .route('/drops', dropsAdminRoutes(deps))
    .route('/pages', pagesAdminRoutes(deps))
    .route('/early-access', earlyAccessAdminRoutes(deps))
    .route('/exit-intent', exitIntentAdminRoutes(deps))
    .route('/fomo', fomoAdminRoutes(deps))
    .route('/unfinished-checkouts', checkoutFollowUpsAdminRoutes(deps))
    .route('/payment-links', paymentLinksAdminRoutes(deps))
    .route('/wishlist-analytics', wishlistAnalyticsAdminRoutes(deps))
    .route('/settings', settingsAdminRoutes(deps))
    .route('/analytics', customerAnalyticsAdminRoutes(deps))
    .route('/chat', chatAdminRoutes(deps))
    .route('/creators', creatorsAdminRoutes(deps))
    .route('/creator-payouts', creatorPayoutsAdminRoutes(deps))
    .route('/creator-leaderboard', creatorLeaderboardAdminRoutes(deps))
    .route('/creator-collabs', creatorCollabsAdminRoutes(deps))
    .route('/', ordersAdminRoutes(deps));

/** Where createAdminApi is mounted; no other router answers below it. */
export const ADMIN_API_PATH = '/api/admin';

/** The JSON API. Its type is what the web app's typed client is built from. */
export const createApi = (deps: AppDeps) =>
  new Hono()
    .route('/health', healthRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/accounts', accountOptionsRoutes(deps))
    .route('/profile', profileRoutes(deps))
    .route('/profile/preferences', preferencesRoutes(deps))
    .route('/notifications', notificationsRoutes(deps))
    .route('/chat', chatRoutes(deps))
    .route('/admin', createAdminApi(deps))
    .route('/catalogue', catalogueRoutes(deps))
    .route('/catalogue', vipCollectionRoutes(deps))
    .route('/early-access', earlyAccessRoutes(deps))
    .route('/drops', dropsRoutes(deps))
    .route('/image-proxy', imageProxyRoutes(deps))
    .route('/faqs', faqsRoutes(deps))
    .route('/highlights', highlightsRoutes(deps))
    .route('/fomo', fomoRoutes(deps))
    .route('/pages', pageRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/bag', bagRoutes(deps))
    .route('/discounts', discountsRoutes(deps))
    .route('/exit-intent', exitIntentRoutes(deps))
    .route('/wishlist', wishlistRoutes(deps))
    .route('/videos', videoEventsRoutes(deps))
    .route('/checkout', checkoutRoutes(deps))
    .route('/payment-links', paymentLinksRoutes(deps))
    .route('/orders', ordersRoutes(deps))
    .route('/creators', creatorsRoutes(deps))
    .route('/guest-orders', guestOrdersRoutes(deps))
    .route('/payments', webhookRoutes(deps))
    .route('/sandbox-pay', sandboxPayRoutes(deps))
    .route('/client-errors', clientErrorRoutes(deps));

export type ApiRoutes = ReturnType<typeof createApi>;

const ONE_YEAR = 'public, max-age=31536000, immutable';
/** Upload paths: no 1 MB limit here, their routers apply their own after the admin or creator check. */
const LARGE_BODY_PATHS = new Set([
  UPLOADS_PATH,
  VIDEO_UPLOAD_PATH,
  CREATOR_VIDEO_UPLOAD_PATH,
  ...CHAT_PHOTO_PATHS,
]);

export function createApp(deps: AppDeps) {
  const { config, logger, auth, web, database } = deps;
  const app = new Hono();
  const databaseReachable = () => database.reachable();
  app.onError((err, c) => handleError(err, c, logger, databaseReachable));

  app.use(requestLog(logger));
  app.use(securityHeaders(config.NODE_ENV === 'production', [MAIL_LOGO_PATH]));
  // A client that takes no compressed answer (a script, a payment provider's callback) skips the
  // compressor, which would otherwise inspect every answer's headers only to leave it as it is.
  const compressAnswers = compress();
  app.use((c, next) => (c.req.header('accept-encoding') ? compressAnswers(c, next) : next()));
  // A cookie-carrying request from another site is refused before it reaches any handler.
  // A creator's `?ref=` link on any page starts the 30-day referral window (a signed cookie).
  app.use('*', referralVisits(deps));
  app.use('/api/*', sameOrigin(config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined));
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => c.json(errorBody('too_large', 'The request body is too large'), 413),
  });
  // Only requests that carry a body are measured: looking for a body on a GET makes the server build
  // a full Request object, the largest single cost of the catalogue's hot path. The admin upload
  // paths alone have their own, larger limits, applied by their routers after the admin check.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || LARGE_BODY_PATHS.has(c.req.path)
      ? next()
      : limitBody(c, next),
  );

  // JSON bodies are objects without NUL characters before any route reads them (REL-4). Not in
  // front of better-auth (it reads the raw request itself; its limits check NUL) nor uploads.
  const checkJson = jsonInput();
  app.use('/api/*', (c, next) =>
    c.req.path.startsWith('/api/auth/') || LARGE_BODY_PATHS.has(c.req.path) ? next() : checkJson(c, next),
  );

  // Sign-in, code and mail-sending limits, counted in the database (AUTH-2).
  app.use('/api/auth/*', authLimits(deps));
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const answer = await auth.handler(c.req.raw);
    // better-auth turns a lost database into its own 500; the shopper should hear "try again".
    if (answer.status >= 500 && !(await databaseReachable())) return databaseUnavailableAnswer(c);
    return answer;
  });
  // The same app, typed with its API's routes (the tests' typed client reads them).
  const typed = app.route('/api', createApi(deps));
  app.all('/api/*', (c) =>
    c.json(errorBody('not_found', `No API endpoint ${c.req.method} ${c.req.path}`), 404),
  );

  // Pictures and videos, from the folder under DATA_DIR or the bucket STORAGE_URL names.
  app.route('/uploads', storedFilesRoutes(fileStoreFor(config), logger));
  app.all('/uploads/*', (c) => c.json(errorBody('not_found', 'No such file'), 404));

  // Search engines: the sitemap (every public product, bundle and video) and robots.txt pointing to it.
  app.route('/', seoRoutes(deps));

  if (web) {
    // Vite names every asset by its content hash, so a file under /assets/ never changes.
    app.use(
      '/assets/*',
      async (c, next) => {
        await next();
        if (c.res.ok) setAnswerHeader(c, 'Cache-Control', ONE_YEAR);
      },
      // Built assets come precompressed (gzip -9 and brotli) from the build.
      serveStatic({ root: web.clientDir, precompressed: true }),
    );
    app.get('/assets/*', (c) => c.json(errorBody('not_found', 'No such asset'), 404));
    // The installable app's manifest (with the shop's name) and worker headers, then the other
    // public files (favicon, icons, /sw.js); the HTML template itself is never served raw.
    app.route(
      '/',
      installableApp(web.clientDir, async () => (await shopIdentity(deps)).name),
    );
    app.get(
      '/:file{[^/]+\\.(?:svg|png|ico|txt|webmanifest|json|js)}',
      serveStatic({ root: web.clientDir, precompressed: true }),
    );
    const visitorPages = visitorCache(deps).pages;
    // Settings that cannot be read now leave the page its built-in defaults (the page's own data
    // fails the same way and says so).
    const pageSettings = () =>
      publicShopSettings(deps).catch((err: unknown) => {
        logger.warn({ err }, 'shop settings not read for a page');
        return null;
      });
    const audienceOf = (headers: Headers) => pageAudience(deps, headers);
    app.get('*', (c) =>
      web.renderPage(c, (request) => app.fetch(request), visitorPages, pageSettings, audienceOf),
    );
  }

  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
  return typed;
}

export type AppType = ReturnType<typeof createApp>;
