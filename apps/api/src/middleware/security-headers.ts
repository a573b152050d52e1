// Security headers for every answer. The Content-Security-Policy allows exactly what the shop uses:
// its own origin, the Flutterwave checkout (script, frame, API) and YouTube embeds, thumbnails and the
// IFrame Player API script (loaded only when a shopper plays a YouTube video, to place its pins).
// Server data travels in non-executable JSON script tags; the two inline scripts, the accessibility
// settings applied before the first paint and the loader that starts a server-rendered page's
// JavaScript after it, are allowed by their hashes.
import { DEFAULT_KNOWN_IMAGE_HOSTS } from '@shop/domain/rules';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { setAnswerHeader } from '../lib/http-cache';
import { ACCESSIBILITY_HEAD_CSP } from '../web/accessibility-head-script';
import { START_AFTER_PAINT_CSP } from '../web/start-after-paint';

const FLUTTERWAVE = ['https://checkout.flutterwave.com', 'https://*.f4b-flutterwave.com'];
const YOUTUBE_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'];
const YOUTUBE_SCRIPTS = ['https://www.youtube.com'];
const YOUTUBE_IMAGES = ['https://i.ytimg.com', 'https://img.youtube.com'];
// The owner's "Where orders go" map (admin only) draws OpenStreetMap's tiles.
const MAP_TILES = ['https://tile.openstreetmap.org'];
// Pictures on known storage, CDN and avatar hosts load directly (spec: only other hosts go through
// the image proxy, which is same-origin).
const KNOWN_IMAGE_HOSTS = DEFAULT_KNOWN_IMAGE_HOSTS.flatMap((host) => [
  `https://${host}`,
  `https://*.${host}`,
]);

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", ACCESSIBILITY_HEAD_CSP, START_AFTER_PAINT_CSP, ...FLUTTERWAVE, ...YOUTUBE_SCRIPTS],
  // React's style attributes and toasts set inline styles; no inline <style> blocks are served (the
  // admin's map adds Leaflet's stylesheet as one when it opens).
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: [...new Set(["'self'", 'data:', 'blob:', ...YOUTUBE_IMAGES, ...MAP_TILES, ...KNOWN_IMAGE_HOSTS])],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", 'https://api.flutterwave.com', ...FLUTTERWAVE],
  frameSrc: ["'self'", ...FLUTTERWAVE, ...YOUTUBE_FRAMES],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'", ...FLUTTERWAVE],
  frameAncestors: ["'none'"],
};

/** What a JSON answer may load and where it may be framed: nothing and nowhere. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Answers that are never a document: the API, and the build's hashed scripts and stylesheet. */
const NEVER_A_PAGE = ['/api/', '/assets/'];

/**
 * The shop's security headers; HSTS only in production. Files on `sharedPaths` (the mail logo) may be
 * shown by other sites: webmail opens a mail's images from its own origin, the admin's preview from a
 * sandboxed frame, and Cross-Origin-Resource-Policy: same-origin would hide them there.
 */
export function securityHeaders(production: boolean, sharedPaths: readonly string[] = []): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    strictTransportSecurity: production ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
  });
  return async (c, next) => {
    await headers(c, next);
    if (sharedPaths.includes(c.req.path)) setAnswerHeader(c, 'Cross-Origin-Resource-Policy', 'cross-origin');
    // An API answer (JSON, a stream, a proxied picture) and a built script or stylesheet are never a
    // page: they need no list of what a page may load, only that they load nothing and are framed
    // nowhere. 45 bytes instead of 1.3 KB on every answer: a device page's first load asks for ~30
    // scripts, on the shopper's data plan.
    if (NEVER_A_PAGE.some((prefix) => c.req.path.startsWith(prefix)))
      setAnswerHeader(c, 'Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  };
}
