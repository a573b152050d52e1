// Two-factor on the profile: turn on an authenticator app or SMS codes, or turn second factors off.
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../api/auth-api';
import type { MeUser } from '../../../lib/me';
import { ConfirmAndSubmit } from './confirm-and-submit';
import { PhoneFactor } from './phone-factor';
import { TotpSetup } from './totp-setup';
import { TwoFactorChallenge } from './two-factor-challenge';

type Props = { user: MeUser; hasPassword: boolean; adminNeedsFactor: boolean; onChanged: () => void };

function DisableTwoFactor({ needsPassword, onDone }: { needsPassword: boolean; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await authApi.disableTwoFactor(String(new FormData(event.currentTarget).get('password') ?? ''));
      onDone();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-label="Turn off two-factor">
      <ConfirmAndSubmit
        needsPassword={needsPassword}
        error={error}
        busy={busy}
        label="Turn off two-factor"
        busyLabel="Turning off..."
      />
    </form>
  );
}

export function TwoFactorSettings({ user, hasPassword, adminNeedsFactor, onChanged }: Props) {
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Two-factor sign-in is <strong>{user.twoFactorEnabled ? 'on' : 'off'}</strong>
        {user.twoFactorEnabled ? '. Signing in asks for a code as well as your password.' : '.'}
      </p>
      {adminNeedsFactor && !user.twoFactorEnabled ? (
        <p role="alert" className="rounded-xl bg-accent/30 p-3 text-sm">
          This shop requires admins to use a second factor. Set one up to use the admin tools.
        </p>
      ) : null}
      {adminNeedsFactor && user.twoFactorEnabled ? (
        // Signed in without a code (Google, or before the rule): verify one now for admin tools.
        <div className="rounded-xl bg-accent/30 p-3">
          <p className="mb-2 text-sm">Admin tools need a second factor in this session.</p>
          <TwoFactorChallenge
            methods={user.phoneNumberVerified ? ['totp', 'otp'] : ['totp']}
            onVerified={onChanged}
            onCancel={onChanged}
          />
        </div>
      ) : null}
      {user.twoFactorEnabled ? (
        <DisableTwoFactor needsPassword={hasPassword} onDone={onChanged} />
      ) : (
        <TotpSetup needsPassword={hasPassword} onDone={onChanged} />
      )}
      <div className="border-t border-ink/10 pt-4">
        <h4 className="mb-2 text-sm font-bold">SMS codes</h4>
        <PhoneFactor user={user} needsPassword={hasPassword} onChanged={onChanged} />
      </div>
    </div>
  );
}
