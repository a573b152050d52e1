// The image proxy (spec: external images load through a proxy path taking a url parameter). Promises
// SSRF-1..3: a target is checked before any connection; its host name is resolved once, every
// address is checked, and the connection goes to the checked address (so a DNS answer that changes
// between the check and the connection cannot redirect it); redirects are followed by hand, each hop
// checked the same way; only raster images within a size limit and a time limit pass.
import { isIP } from 'node:net';
import type { RasterImageType } from '@shop/domain/rules';
import { HttpError } from '../../lib/errors';
import { checkAddress } from './image-proxy.policy';
import {
  directConnect,
  getOnce,
  systemResolve,
  type Connect,
  type ConnectTarget,
  type Resolve,
  upstreamFailed,
} from './image-proxy.upstream';
import { bareHostname, parseTargetUrl, targetPort } from './image-proxy.validators';

export type ImageProxyOptions = {
  /**
   * DNS, injectable so tests can answer for made-up host names. Whatever it answers is still judged by
   * the address policy, which has no switch: tests that need a reachable upstream map a name to a
   * public address and inject `connect` to reach their local server instead.
   */
  resolve?: Resolve;
  /** Opens the connection to a checked address; injectable so tests can observe every connection. */
  connect?: Connect;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Upstream fetches in flight at once; more are refused with 503 rather than queued. */
  maxConcurrent?: number;
  userAgent?: string;
};

export type ProxiedImage = { bytes: Buffer; contentType: RasterImageType };
export type ImageProxy = {
  fetchImage: (rawUrl: unknown, ownHosts: readonly string[]) => Promise<ProxiedImage>;
};

export const IMAGE_PROXY_LIMITS = {
  timeoutMs: 5_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
  maxConcurrent: 8,
};

const refused = (message: string) => new HttpError(403, 'address_refused', message);

export function createImageProxy(options: ImageProxyOptions = {}): ImageProxy {
  const resolve = options.resolve ?? systemResolve;
  const connect = options.connect ?? directConnect;
  const limits = {
    timeoutMs: options.timeoutMs ?? IMAGE_PROXY_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? IMAGE_PROXY_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? IMAGE_PROXY_LIMITS.maxRedirects,
    maxConcurrent: options.maxConcurrent ?? IMAGE_PROXY_LIMITS.maxConcurrent,
  };
  const userAgent = options.userAgent ?? 'shop-image-proxy/1';
  let inFlight = 0;

  // One host name, one DNS question; every answer must pass, and the first is the one used.
  async function checkedTarget(url: URL, signal: AbortSignal): Promise<ConnectTarget> {
    const hostname = bareHostname(url);
    let addresses: { address: string }[] = [{ address: hostname }];
    if (isIP(hostname) === 0) {
      try {
        addresses = await abortable(resolve(hostname), signal);
      } catch {
        if (signal.aborted) throw signal.reason;
        throw upstreamFailed(`The image host ${hostname} could not be found`);
      }
    }
    if (addresses.length === 0) throw upstreamFailed(`The image host ${hostname} could not be found`);
    const verdicts = addresses.map((a) => checkAddress(a.address));
    const first = verdicts[0]!;
    if (!verdicts.every((v) => v.allowed) || !first.allowed) {
      throw refused('The image address points to a private or reserved network');
    }
    return {
      address: first.address,
      family: first.family,
      port: targetPort(url),
      hostname,
      secure: url.protocol === 'https:',
    };
  }

  async function follow(start: URL, ownHosts: readonly string[], signal: AbortSignal): Promise<ProxiedImage> {
    let url = start;
    for (let hop = 0; ; hop++) {
      const target = await checkedTarget(url, signal);
      const answer = await getOnce(url, target, { connect, signal, maxBytes: limits.maxBytes, userAgent });
      if (answer.kind === 'image') return answer;
      if (hop >= limits.maxRedirects) throw upstreamFailed('The image host redirected too many times');
      let next: URL;
      try {
        next = new URL(answer.location, url);
      } catch {
        throw upstreamFailed('The image host redirected to an invalid address');
      }
      url = parseTargetUrl(next.href, ownHosts);
    }
  }

  return {
    async fetchImage(rawUrl, ownHosts) {
      const url = parseTargetUrl(rawUrl, ownHosts);
      if (inFlight >= limits.maxConcurrent) {
        throw new HttpError(503, 'busy', 'The image proxy is busy. Please try again in a moment.');
      }
      inFlight++;
      const deadline = new AbortController();
      const timer = setTimeout(
        () =>
          deadline.abort(
            new HttpError(
              504,
              'upstream_timeout',
              `The image host did not answer within ${limits.timeoutMs / 1000} s`,
            ),
          ),
        limits.timeoutMs,
      );
      try {
        return await follow(url, ownHosts, deadline.signal);
      } finally {
        clearTimeout(timer);
        inFlight--;
      }
    },
  };
}

/** Settles with `promise`, or rejects with the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
