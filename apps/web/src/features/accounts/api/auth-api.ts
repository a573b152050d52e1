// better-auth's endpoints under /api/auth, over plain HTTP (the web app never bundles an auth SDK).
// Every call times out after 10 s; a refusal becomes an ApiError carrying the server's message.
import { ApiError, withTimeout } from '../../../lib/api-client';

type Body = Record<string, unknown>;

const GENERIC = 'Something went wrong. Please try again.';

/** Messages better-auth gives, in the shop's words where the shopper sees them. */
const FRIENDLY: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Sign in instead.',
  PASSWORD_TOO_SHORT: 'Password must be at least 10 characters',
  INVALID_CODE: 'That code is not right. Please try again.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in took too long. Please sign in again.',
  INVALID_PASSWORD: 'That password is not right.',
  INVALID_PHONE_NUMBER: 'Please enter a valid Kenyan phone number',
};

async function call<T>(path: string, body?: Body, method = body ? 'POST' : 'GET'): Promise<T> {
  const response = await withTimeout(fetch)(`/api/auth${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = (await response.json().catch(() => null)) as
    (T & { code?: string; message?: string; error?: { code?: string; message?: string } }) | null;
  if (response.ok) return data as T;
  // better-auth answers { code, message }; the shop's own middleware { error: { code, message } }.
  const code = data?.error?.code ?? data?.code ?? 'error';
  const message = FRIENDLY[code] ?? data?.error?.message ?? data?.message ?? GENERIC;
  throw new ApiError(response.status, code, message);
}

export type SignInResult = { twoFactorRedirect?: boolean; twoFactorMethods?: ('totp' | 'otp')[] };
export type LinkedAccount = { id: string; providerId: string; accountId: string };

export const authApi = {
  signIn: (email: string, password: string) => call<SignInResult>('/sign-in/email', { email, password }),
  signUp: (name: string, email: string, password: string) =>
    call<unknown>('/sign-up/email', { name, email, password, callbackURL: '/profile' }),
  signOut: () => call<unknown>('/sign-out', {}),
  signOutEverywhere: () => call<unknown>('/revoke-sessions', {}),
  /** Extends the session when it is due (better-auth does so once a day while it is used). */
  refreshSession: () => call<{ session: { expiresAt: string } } | null>('/get-session'),
  requestPasswordReset: (email: string) =>
    call<unknown>('/request-password-reset', { email, redirectTo: '/reset-password' }),
  resetPassword: (token: string, newPassword: string) =>
    call<unknown>('/reset-password', { token, newPassword }),
  sendVerificationEmail: (email: string) =>
    call<unknown>('/send-verification-email', { email, callbackURL: '/profile' }),
  /** Starts Google sign-in (or linking); the answer is the provider URL to go to. */
  google: (mode: 'sign-in' | 'link', callbackURL: string) =>
    call<{ url: string }>(mode === 'link' ? '/link-social' : '/sign-in/social', {
      provider: 'google',
      callbackURL,
      errorCallbackURL: mode === 'link' ? '/profile?error=google' : '/login?error=google',
    }),
  listAccounts: () => call<LinkedAccount[]>('/list-accounts'),
  unlinkAccount: (accountId: string) => call<unknown>('/unlink-account', { accountId }),
  enableTotp: (password: string) =>
    call<{ totpURI: string; backupCodes: string[] }>('/two-factor/enable', { password }),
  enableSmsFactor: (password: string) => call<unknown>('/two-factor/enable', { password, method: 'otp' }),
  disableTwoFactor: (password: string) => call<unknown>('/two-factor/disable', { password }),
  verifyTotp: (code: string) => call<unknown>('/two-factor/verify-totp', { code }),
  sendSmsCode: () => call<unknown>('/two-factor/send-otp', {}),
  verifySmsCode: (code: string) => call<unknown>('/two-factor/verify-otp', { code }),
  verifyBackupCode: (code: string) => call<unknown>('/two-factor/verify-backup-code', { code }),
  sendPhoneCode: (phoneNumber: string) => call<unknown>('/phone-number/send-otp', { phoneNumber }),
  verifyPhone: (phoneNumber: string, code: string) =>
    call<unknown>('/phone-number/verify', { phoneNumber, code, updatePhoneNumber: true }),
};

/** Which ways to sign in the shop offers. */
export async function accountOptions(): Promise<{ google: boolean }> {
  const response = await withTimeout(fetch)('/api/accounts/options');
  return response.ok ? ((await response.json()) as { google: boolean }) : { google: false };
}
