// Sending a text message through one interface: the outbox table by default, Africa's Talking when
// configured. Numbers are always in +2547XXXXXXXX form by the time they get here.
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/database';
import { listSms, storeSms } from './sms.repo';

export type SmsSender = { send: (to: string, text: string) => Promise<void>; provider: string };

export type AfricasTalkingSettings = { username: string; apiKey: string; senderId?: string };

export type SmsOptions = { db: Db; africasTalking?: AfricasTalkingSettings; fetch?: typeof fetch };

export function createSmsSender({ db, africasTalking, fetch: fetchImpl = fetch }: SmsOptions): SmsSender {
  if (!africasTalking) return { provider: 'outbox', send: (to, text) => storeSms(db, { to, text }) };
  const { username, apiKey, senderId } = africasTalking;
  // Their sandbox account has its own host; everything else goes to the live API.
  const host = username === 'sandbox' ? 'api.sandbox.africastalking.com' : 'api.africastalking.com';
  return {
    provider: 'africastalking',
    send: async (to, text) => {
      const body = new URLSearchParams({ username, to, message: text });
      if (senderId) body.set('from', senderId);
      const res = await fetchImpl(`https://${host}/version1/messaging`, {
        method: 'POST',
        headers: { apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

/** Africa's Talking's settings when the configuration chooses it (and has its account), else none. */
export function africasTalkingSettings(config: {
  SMS_PROVIDER: string;
  AFRICASTALKING_USERNAME?: string;
  AFRICASTALKING_API_KEY?: string;
  AFRICASTALKING_SENDER_ID?: string;
}): AfricasTalkingSettings | undefined {
  const { AFRICASTALKING_USERNAME: username, AFRICASTALKING_API_KEY: apiKey } = config;
  return config.SMS_PROVIDER === 'africastalking' && username && apiKey
    ? { username, apiKey, senderId: config.AFRICASTALKING_SENDER_ID }
    : undefined;
}

/** The shop's sender for the background work, from the server's configuration. */
export const smsSenderFor = ({ database, config }: Pick<AppDeps, 'database' | 'config'>): SmsSender =>
  createSmsSender({ db: database.db, africasTalking: africasTalkingSettings(config) });

/** The SMS outbox, newest first (admin screen and tests). */
export const readSmsOutbox = (db: Db, filter: { to?: string; limit?: number } = {}) =>
  listSms(db, { to: filter.to, limit: Math.min(filter.limit ?? 50, 200) });
