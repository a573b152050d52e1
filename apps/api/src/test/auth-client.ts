// A tiny cookie-keeping client for API tests of sign-in flows: it sends the shop's Origin, keeps the
// cookies better-auth sets (session, two-factor challenge) and forgets the ones it expires.
import type { TestShop } from './test-app';
import { URI } from 'otpauth';

export const ORIGIN = 'http://localhost:3000';

export type AuthAgent = {
  cookies: Map<string, string>;
  cookie: () => string;
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  post: (path: string, json?: unknown, headers?: Record<string, string>) => Promise<Response>;
  get: (path: string) => Promise<Response>;
};

export function authAgent(shop: Pick<TestShop, 'app'>): AuthAgent {
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
  const request = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json, headers, ...rest } = init;
    const merged: Record<string, string> = { origin: ORIGIN, ...(headers as Record<string, string>) };
    if (cookies.size) merged.cookie = cookie();
    if (json !== undefined) merged['content-type'] = 'application/json';
    const body = json !== undefined ? JSON.stringify(json) : rest.body;
    return remember(await shop.app.request(`${ORIGIN}${path}`, { ...rest, headers: merged, body }));
  };
  return {
    cookies,
    cookie,
    request,
    post: (path, json = {}, headers = {}) => request(path, { method: 'POST', json, headers }),
    get: (path) => request(path),
  };
}

/** Signs up through better-auth's endpoint; the agent then holds the new session. */
export async function signUp(
  agent: AuthAgent,
  email: string,
  password = 'a-long-password',
  name = 'Test Shopper',
) {
  const res = await agent.post('/api/auth/sign-up/email', { email, password, name });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { user: { id: string } };
}

/** The current 6-digit code for an otpauth:// URI, as an authenticator app shows it. */
export const totpCode = (totpURI: string, at = Date.now()): string =>
  URI.parse(totpURI).generate({ timestamp: at });
