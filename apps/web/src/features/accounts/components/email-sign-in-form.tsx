// E-mail and password: sign in, create an account, or ask for a password-reset link. A sign-in that
// needs a second factor hands over to the code step. One live region carries every outcome.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { authApi, type SignInResult } from '../api/auth-api';
import { TextField } from '../../../components/ui/field';

export type EmailMode = 'sign-in' | 'sign-up' | 'forgot';

export const RESET_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password. Please check your inbox.';

type Props = {
  mode: EmailMode;
  onModeChange: (mode: EmailMode) => void;
  onSignedIn: () => void;
  onSecondFactor: (methods: NonNullable<SignInResult['twoFactorMethods']>) => void;
};

const SUBMIT: Record<EmailMode, [idle: string, busy: string]> = {
  'sign-in': ['Sign In', 'Signing in...'],
  'sign-up': ['Create Account', 'Creating account...'],
  forgot: ['Send Reset Link', 'Sending...'],
};

export function EmailSignInForm({ mode, onModeChange, onSignedIn, onSecondFactor }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  const switchTo = (next: EmailMode) => {
    setMessage(null);
    onModeChange(next);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    setBusy(true);
    setMessage(null);
    try {
      if (mode === 'forgot') {
        await authApi.requestPasswordReset(email);
        setMessage({ kind: 'info', text: RESET_SENT_MESSAGE });
        return;
      }
      if (mode === 'sign-up') {
        await authApi.signUp(String(data.get('name') ?? '').trim(), email, password);
        onSignedIn();
        return;
      }
      const result = await authApi.signIn(email, password);
      if (result.twoFactorRedirect) onSecondFactor(result.twoFactorMethods ?? ['totp']);
      else onSignedIn();
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof ApiError ? error.message : 'Something went wrong.',
      });
    } finally {
      setBusy(false);
    }
  };

  const [idle, working] = SUBMIT[mode];
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" aria-label={idle}>
      {mode === 'sign-up' ? (
        <TextField label="Full name" name="name" autoComplete="name" required maxLength={200} />
      ) : null}
      <TextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" required />
      {mode === 'forgot' ? null : (
        <TextField
          label="Password"
          name="password"
          type="password"
          required
          minLength={mode === 'sign-up' ? 10 : undefined}
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          hint={mode === 'sign-up' ? 'At least 10 characters' : undefined}
        />
      )}
      <p
        role={message?.kind === 'error' ? 'alert' : 'status'}
        className={message?.kind === 'error' ? 'text-sm text-red-700' : 'text-sm text-ink'}
      >
        {message?.text}
      </p>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? working : idle}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        {mode === 'sign-in' ? (
          <>
            <button type="button" className="min-h-9 underline" onClick={() => switchTo('sign-up')}>
              New here? Create an account
            </button>
            <button type="button" className="min-h-9 underline" onClick={() => switchTo('forgot')}>
              Forgot password?
            </button>
          </>
        ) : (
          <button type="button" className="min-h-9 underline" onClick={() => switchTo('sign-in')}>
            {mode === 'sign-up' ? 'Already have an account? Sign in' : 'Back to sign in'}
          </button>
        )}
      </div>
    </form>
  );
}
