// The device's guest identity (spec §3, §5): a version-4 UUID under 'guest_user_id', made when a guest
// first checks out; an invalid stored id is replaced. It travels as x-guest-id (spec §6).
import { checkStoredGuestId, GUEST_ID_STORAGE_KEY } from '@shop/domain/rules';
import { createDeviceStore } from './device-store';

const guestIdStore = createDeviceStore<string | null>({
  key: GUEST_ID_STORAGE_KEY,
  parse: (raw) => {
    const check = checkStoredGuestId(raw);
    return check.ok ? check.guestId : null;
  },
  serialise: String,
});

/** The device's guest id, when it has a valid one. */
export const storedGuestId = (): string | null => guestIdStore.read();

/** The device's guest id, made (and kept) now if there is none or the stored one is not valid. */
export function ensureGuestId(): string {
  const existing = storedGuestId();
  if (existing) return existing;
  const made = crypto.randomUUID();
  // Storage blocked: the id lives for this page only.
  guestIdStore.write(made);
  return made;
}

/** The x-guest-id header for API calls, when the device has a guest id. */
export function guestHeaders(): Record<string, string> {
  const id = storedGuestId();
  return id ? { 'x-guest-id': id } : {};
}
