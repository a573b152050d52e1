// Requests the server makes to itself while rendering a storefront page for a whole audience (see
// page-audience.service.ts): they carry no cookie, and the API answers them as that audience — its
// access rules, and a stand-in instead of any person. Only the server can mark a request (the mark is
// the request's own Headers object, never something a browser could send).
import type { Viewer } from './accounts.service';
import type { Shopper } from './shopper.service';

export type ActingAudience = { shopper: Shopper; viewer: Viewer };

const acting = new WeakMap<Headers, ActingAudience>();

/** Marks `headers` (of a request about to be sent in-process) as sent by the audience. */
export function actAsAudience(headers: Headers, audience: ActingAudience): void {
  headers.delete('cookie');
  acting.set(headers, audience);
}

/** The audience a request was marked with, or undefined for any request from outside. */
export const actingAudience = (headers: Headers): ActingAudience | undefined => acting.get(headers);
