// /reset-password?token=…: where the e-mailed recovery link lands. A new password ends every other
// session (the server does that); the shopper then signs in with it.
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { TextField } from '../../../components/ui/field';

export const LINK_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in with your new password.';

export default function ResetPasswordScreen() {
  // Read from the location (useSearchParams would add router code to the first-load bundle).
  const params = new URLSearchParams(useLocation().search);
  const token = params.get('token');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState(token && !params.get('error') ? '' : LINK_INVALID);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('password') ?? '');
    if (password !== String(data.get('confirm') ?? '')) {
      setError('The two passwords are not the same.');
      return;
    }
    setState('busy');
    setError('');
    try {
      await authApi.resetPassword(token ?? '', password);
      setState('done');
    } catch (e) {
      setError(e instanceof ApiError && e.status !== 400 ? e.message : LINK_INVALID);
      setState('idle');
    }
  };

  return (
    <Container className="py-10 sm:py-16">
      <section className="mx-auto max-w-md rounded-3xl border border-ink/10 bg-white/60 p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-black tracking-tight">Choose a new password</h1>
        {state === 'done' ? (
          <>
            <p role="status" className="mt-4">
              {PASSWORD_CHANGED}
            </p>
            <Link to="/login" className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
              Sign In
            </Link>
          </>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-3">
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={10}
              required
              hint="At least 10 characters"
            />
            <TextField
              label="Repeat the new password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
            />
            <p role="alert" className="text-sm text-red-700 empty:hidden">
              {error}
            </p>
            <Button type="submit" className="w-full" disabled={!token || state === 'busy'}>
              {state === 'busy' ? 'Saving...' : 'Save New Password'}
            </Button>
          </form>
        )}
      </section>
    </Container>
  );
}
