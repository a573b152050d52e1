// The second step of a sign-in with two-factor on: a code from the authenticator app, a code sent by
// SMS to the verified phone, or one of the backup codes.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { TextField } from '../../../components/ui/field';

type Method = 'totp' | 'otp' | 'backup';

const PROMPTS: Record<Method, string> = {
  totp: 'Enter the 6-digit code from your authenticator app.',
  otp: 'We sent a 6-digit code to your phone. Enter it below.',
  backup: 'Enter one of the backup codes you saved when you turned on two-factor.',
};

type Props = { methods: ('totp' | 'otp')[]; onVerified: () => void; onCancel: () => void };

export function TwoFactorChallenge({ methods, onVerified, onCancel }: Props) {
  const [method, setMethod] = useState<Method>(methods.includes('totp') ? 'totp' : 'otp');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef(false);

  const sendSms = async () => {
    setError('');
    try {
      await authApi.sendSmsCode();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not send the code.');
    }
  };

  useEffect(() => {
    inputRef.current?.focus();
    // An SMS-only account gets its code straight away.
    if (method === 'otp' && !sentRef.current) {
      sentRef.current = true;
      void sendSms();
    }
  }, [method]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setBusy(true);
    setError('');
    try {
      if (method === 'totp') await authApi.verifyTotp(code.replace(/\s/g, ''));
      else if (method === 'otp') await authApi.verifySmsCode(code.replace(/\s/g, ''));
      else await authApi.verifyBackupCode(code);
      onVerified();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'That code is not right. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" aria-label="Two-factor verification">
      <h3 className="text-lg font-bold">Two-factor verification</h3>
      <p className="text-sm text-muted">{PROMPTS[method]}</p>
      <TextField
        key={method}
        ref={inputRef}
        label={method === 'backup' ? 'Backup code' : 'Verification code'}
        name="code"
        inputMode={method === 'backup' ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        required
        error={error || undefined}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {method !== 'otp' && methods.includes('otp') ? (
          <button type="button" className="min-h-9 underline" onClick={() => setMethod('otp')}>
            Text me a code instead
          </button>
        ) : null}
        {method === 'otp' ? (
          <button type="button" className="min-h-9 underline" onClick={() => void sendSms()}>
            Send a new code
          </button>
        ) : null}
        {method !== 'totp' && methods.includes('totp') ? (
          <button type="button" className="min-h-9 underline" onClick={() => setMethod('totp')}>
            Use my authenticator app
          </button>
        ) : null}
        {method !== 'backup' ? (
          <button type="button" className="min-h-9 underline" onClick={() => setMethod('backup')}>
            Use a backup code
          </button>
        ) : null}
        <button type="button" className="min-h-9 underline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
