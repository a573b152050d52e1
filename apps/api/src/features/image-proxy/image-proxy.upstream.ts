// The network half of the image proxy: one DNS question, and one HTTP GET over a connection to an
// address the policy has already accepted. Nothing here decides what is allowed; the service does.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import { IMAGE_SNIFF_BYTES, sniffImageType, type RasterImageType } from '@shop/domain/rules';
import { HttpError } from '../../lib/errors';

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export type ConnectTarget = {
  /** The checked IP address: the only place a connection may go. */
  address: string;
  family: 4 | 6;
  port: number;
  /** The URL's host name, for TLS (SNI and certificate check) only. */
  hostname: string;
  secure: boolean;
};
/** Opens the TCP (or TLS) connection the request is sent over. */
export type Connect = (target: ConnectTarget) => Duplex;

export const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

export const directConnect: Connect = ({ address, port, hostname, secure }) =>
  secure
    ? // The certificate is checked against the host name, while the socket goes to the checked address.
      tls.connect({
        host: address,
        port,
        servername: net.isIP(hostname) ? undefined : hostname,
        ALPNProtocols: ['http/1.1'],
      })
    : net.connect({ host: address, port });

export type UpstreamAnswer =
  { kind: 'redirect'; location: string } | { kind: 'image'; bytes: Buffer; contentType: RasterImageType };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export const upstreamFailed = (message = 'The image could not be fetched from its host') =>
  new HttpError(502, 'upstream_failed', message);
const tooLarge = (maxBytes: number) =>
  new HttpError(502, 'image_too_large', `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
const notAnImage = () =>
  new HttpError(502, 'not_an_image', 'The address does not point to a JPEG, PNG, GIF, WebP or AVIF image');

/**
 * GETs `url` over `connect(target)`. Answers a redirect's Location, or the body once it is known to be
 * an image (by its first bytes) no larger than `maxBytes` (counted as it arrives, whatever
 * Content-Length says). Aborting `signal` destroys the connection.
 */
export function getOnce(
  url: URL,
  target: ConnectTarget,
  opts: { connect: Connect; signal: AbortSignal; maxBytes: number; userAgent: string },
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, answer?: UpstreamAnswer) => {
      if (settled) return;
      settled = true;
      // The connection is never reused: close it whichever way this ended.
      request.destroy();
      if (error) reject(error);
      else resolve(answer!);
    };
    const request = http.request({
      method: 'GET',
      host: target.address,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      setHost: false,
      headers: {
        host: url.host,
        accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
        'accept-encoding': 'identity',
        'user-agent': opts.userAgent,
      },
      createConnection: () => opts.connect(target) as net.Socket,
      signal: opts.signal,
    });
    request.on('error', () => finish(opts.signal.aborted ? opts.signal.reason : upstreamFailed()));
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        const location = response.headers.location;
        return location
          ? finish(null, { kind: 'redirect', location })
          : finish(upstreamFailed('The image host redirected without saying where'));
      }
      if (status !== 200) return finish(upstreamFailed(`The image host answered ${status}`));
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > opts.maxBytes) return finish(tooLarge(opts.maxBytes));
      const chunks: Buffer[] = [];
      let size = 0;
      let contentType: RasterImageType | null = null;
      const sniff = () => (contentType ??= sniffImageType(Buffer.concat(chunks)));
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) return finish(tooLarge(opts.maxBytes));
        chunks.push(chunk);
        // Refuse a page or an SVG after its first bytes instead of downloading all of it.
        if (contentType === null && size >= IMAGE_SNIFF_BYTES && sniff() === null) finish(notAnImage());
      });
      response.on('end', () => {
        const type = sniff();
        if (type === null) return finish(notAnImage());
        finish(null, { kind: 'image', bytes: Buffer.concat(chunks, size), contentType: type });
      });
      // A connection cut mid-body (or by the deadline) ends here if nothing above settled it.
      for (const event of ['error', 'close'] as const) {
        response.on(event, () => finish(opts.signal.aborted ? opts.signal.reason : upstreamFailed()));
      }
    });
    request.end();
  });
}
