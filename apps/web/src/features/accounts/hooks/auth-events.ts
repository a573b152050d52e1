// The device's last 10 authentication events, kept for diagnostics (the spec's capped list): what
// happened and when, never a token or a password. Shown on the profile.
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

/** The stored events, newest first; anything unreadable counts as none. */
export function readAuthEvents(storage: Pick<Storage, 'getItem'> = localStorage): AuthEvent[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(AUTH_EVENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEvent).slice(0, AUTH_EVENTS_MAX) : [];
  } catch {
    return [];
  }
}

/** Adds an event at the front and keeps the newest ten. */
export function recordAuthEvent(
  event: AuthEventName,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
  now = new Date(),
): void {
  try {
    const events = [{ event, at: now.toISOString() }, ...readAuthEvents(storage)].slice(0, AUTH_EVENTS_MAX);
    storage.setItem(AUTH_EVENTS_KEY, JSON.stringify(events));
  } catch {
    // Storage full or blocked (private mode): diagnostics are optional.
  }
}
