// The device's last 10 authentication events, kept for diagnostics (the spec's capped list): what
// happened and when, never a token or a password. Shown on the profile.
import { browserDevice, createDeviceStore } from '../../../lib/device-store';
export const AUTH_EVENTS_KEY = 'auth_diagnostics';
export const AUTH_EVENTS_MAX = 10;

export const AUTH_EVENT_LABELS = {
  initial_session: 'Session found on opening the shop',
  signed_in: 'Signed in',
  signed_out: 'Signed out',
  token_refreshed: 'Session refreshed',
  user_updated: 'Account updated',
  mfa_verified: 'Second factor verified',
} as const;

export type AuthEventName = keyof typeof AUTH_EVENT_LABELS;
export type AuthEvent = { event: AuthEventName; at: string };

const isEvent = (value: unknown): value is AuthEvent =>
  typeof value === 'object' &&
  value !== null &&
  (value as AuthEvent).event in AUTH_EVENT_LABELS &&
  typeof (value as AuthEvent).at === 'string';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const eventsOn = (storage: Storage | null) =>
  createDeviceStore<AuthEvent[]>(
    {
      key: AUTH_EVENTS_KEY,
      parse: (raw) => {
        try {
          const parsed: unknown = JSON.parse(raw ?? '[]');
          return Array.isArray(parsed) ? parsed.filter(isEvent).slice(0, AUTH_EVENTS_MAX) : [];
        } catch {
          return [];
        }
      },
    },
    () => ({ storage, events: null }),
  );

const browserStorage = () => browserDevice().storage;

/** The stored events, newest first; anything unreadable counts as none. */
export const readAuthEvents = (storage: Storage | null = browserStorage()): AuthEvent[] =>
  eventsOn(storage).read();

/** Adds an event at the front and keeps the newest ten; full or blocked storage: diagnostics are optional. */
export function recordAuthEvent(
  event: AuthEventName,
  storage: Storage | null = browserStorage(),
  now = new Date(),
): void {
  eventsOn(storage).update((events) =>
    [{ event, at: now.toISOString() }, ...events].slice(0, AUTH_EVENTS_MAX),
  );
}
