// The current 6-digit code for an authenticator key (RFC 6238: SHA-1, 30 s), as the shopper's app
// would show it.
import { Secret, TOTP } from 'otpauth';

export const totpCode = (base32Key: string, at = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(base32Key) }).generate({ timestamp: at });
