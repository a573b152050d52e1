// The device's guest identity (spec §3, §5): a version-4 UUID under 'guest_user_id', made when a guest
// first checks out; an invalid stored id is removed and replaced. It travels as x-guest-id (spec §6).
import { checkStoredGuestId, GUEST_ID_STORAGE_KEY } from '@shop/domain';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The device's guest id, when it has a valid one. */
export function storedGuestId(): string | null {
  const check = checkStoredGuestId(storage()?.getItem(GUEST_ID_STORAGE_KEY));
  return check.ok ? check.guestId : null;
}

/** The device's guest id, made (and kept) now if there is none or the stored one is not valid. */
export function ensureGuestId(): string {
  const existing = storedGuestId();
  if (existing) return existing;
  const made = crypto.randomUUID();
  try {
    storage()?.removeItem(GUEST_ID_STORAGE_KEY);
    storage()?.setItem(GUEST_ID_STORAGE_KEY, made);
  } catch {
    // Storage blocked: the id lives for this page only.
  }
  return made;
}

/** The x-guest-id header for API calls, when the device has a guest id. */
export function guestHeaders(): Record<string, string> {
  const id = storedGuestId();
  return id ? { 'x-guest-id': id } : {};
}
