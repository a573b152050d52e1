// The phone as a second factor: verify the number with an SMS code, then turn on sign-in codes by SMS.
import { normalisePhone, isValidKenyanPhone, formatPhoneForDisplay } from '@shop/domain/rules';
import { PHONE_INVALID_MESSAGE } from '@shop/domain/texts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import type { MeUser } from '../../../lib/me';
import { ConfirmAndSubmit, FormAlert } from './confirm-and-submit';
import { PhoneField, TextField } from '../../../components/ui/field';

const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong. Please try again.';

type Props = { user: MeUser; needsPassword: boolean; onChanged: () => void };

export function PhoneFactor({ user, needsPassword, onChanged }: Props) {
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const verified = user.phoneNumberVerified && user.phoneNumber;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('phone') ?? '');
    if (!isValidKenyanPhone(raw)) return setError(PHONE_INVALID_MESSAGE);
    const phone = normalisePhone(raw);
    void run(async () => {
      await authApi.sendPhoneCode(phone);
      setPending(phone);
    });
  };

  const verifyCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run(async () => {
      await authApi.verifyPhone(pending!, code);
      setPending(null);
      onChanged();
    });
  };

  const enableSms = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    void run(async () => {
      await authApi.enableSmsFactor(password);
      onChanged();
    });
  };

  const errorLine = <FormAlert error={error} />;

  if (pending) {
    return (
      <form onSubmit={verifyCode} className="space-y-3" aria-label="Verify your phone">
        <p className="text-sm">We sent a code by SMS to {formatPhoneForDisplay(pending)}.</p>
        <TextField label="SMS code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
        {errorLine}
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify phone'}
        </Button>
      </form>
    );
  }
  if (!verified) {
    return (
      <form onSubmit={sendCode} className="space-y-3" aria-label="Add a phone for SMS codes">
        <PhoneField />
        {errorLine}
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? 'Sending...' : 'Send code'}
        </Button>
      </form>
    );
  }
  return (
    <form onSubmit={enableSms} className="space-y-3" aria-label="Sign-in codes by SMS">
      <p className="text-sm">Verified phone: {formatPhoneForDisplay(user.phoneNumber!)}</p>
      {user.twoFactorEnabled ? (
        <p className="text-sm text-muted">Sign-in codes can be sent to this phone.</p>
      ) : (
        <>
          <ConfirmAndSubmit
            needsPassword={needsPassword}
            error={error}
            busy={busy}
            label="Use SMS codes for sign-in"
            busyLabel="Turning on..."
          />
        </>
      )}
    </form>
  );
}
