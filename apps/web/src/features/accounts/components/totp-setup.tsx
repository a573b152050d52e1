// Turning on an authenticator app: confirm the password (if the account has one), scan the QR code
// (or type the key), enter the first code. The QR renderer loads only here.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import { recordAuthEvent } from '../hooks/auth-events';
import { ConfirmAndSubmit } from './confirm-and-submit';
import { TextField } from '../../../components/ui/field';

type Enrolment = { totpURI: string; backupCodes: string[]; qrSvg: string };

const messageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong. Please try again.';

export function TotpSetup({ needsPassword, onDone }: { needsPassword: boolean; onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    setError('');
    try {
      const [{ totpURI, backupCodes }, { renderSVG }] = await Promise.all([
        authApi.enableTotp(password),
        import('uqr'),
      ]);
      setEnrolment({ totpURI, backupCodes, qrSvg: renderSVG(totpURI, { border: 2 }) });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    setBusy(true);
    setError('');
    try {
      await authApi.verifyTotp(code);
      recordAuthEvent('mfa_verified');
      onDone();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <form onSubmit={(e) => void start(e)} className="space-y-3" aria-label="Set up an authenticator app">
        <ConfirmAndSubmit
          needsPassword={needsPassword}
          error={error}
          busy={busy}
          label="Set up authenticator app"
          busyLabel="Preparing..."
        />
      </form>
    );
  }

  const key = new URL(enrolment.totpURI).searchParams.get('secret') ?? '';
  return (
    <form onSubmit={(e) => void confirm(e)} className="space-y-4" aria-label="Confirm your authenticator app">
      <p className="text-sm">
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…),
        then enter the 6-digit code it shows.
      </p>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="size-48 rounded-xl bg-white p-2 [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <p className="text-sm">
        Can’t scan? Enter this key: <code className="break-all rounded bg-ink/5 px-1 font-mono">{key}</code>
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Backup codes (save them somewhere safe)</summary>
        <ul className="mt-2 grid grid-cols-2 gap-1 font-mono" aria-label="Backup codes">
          {enrolment.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </details>
      <TextField
        label="Code from the app"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={error || undefined}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Verifying...' : 'Turn on two-factor'}
      </Button>
    </form>
  );
}
