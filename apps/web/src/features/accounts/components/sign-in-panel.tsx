// The sign-in choices, the same in the dialog and on /login: Google (when the shop has it), e-mail
// and password, or carrying on as a guest, with the terms line under them.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useShopConfig } from '../../../lib/shop-config';
import { accountOptions, authApi } from '../api/auth-api';
import { useAfterSignIn } from '../hooks/use-after-sign-in';
import { EmailSignInForm, type EmailMode } from './email-sign-in-form';
import { TwoFactorChallenge } from './two-factor-challenge';

export const GOOGLE_FAILED = 'Failed to sign in with Google';
export const TAGLINE = 'Shop, Save, Style, Repeat.';

type Props = {
  titleId: string;
  /** h1 on the /login page, h2 inside the dialog. */
  headingLevel?: 'h1' | 'h2';
  initialMode?: EmailMode;
  /** Where Google sends the shopper back to after signing in. */
  returnTo?: string;
  onSignedIn: () => void;
  onContinueAsGuest: () => void;
  /** An error to show from the start (an expired session, a failed Google sign-in). */
  notice?: string;
  /** At checkout: "Continue as Guest" comes first, above the sign-in choices. */
  guestFirst?: boolean;
};

function Divider() {
  return (
    <div className="my-4 flex items-center gap-3 text-sm text-muted" role="separator" aria-label="or">
      <span className="h-px flex-1 bg-ink/15" />
      <span aria-hidden="true">or</span>
      <span className="h-px flex-1 bg-ink/15" />
    </div>
  );
}

function GuestButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" className="w-full border border-ink/15" onClick={onClick}>
      Continue as Guest
    </Button>
  );
}

function GoogleButton({ returnTo, onError }: { returnTo: string; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { url } = await authApi.google('sign-in', returnTo);
      window.location.assign(url);
    } catch {
      onError(GOOGLE_FAILED);
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" className="w-full bg-white" disabled={busy} onClick={() => void start()}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.2 3.5-8.7z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.6-4.9H1.4v3.1A12 12 0 0 0 12 24z"
        />
        <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.7 0 3.3.6 4.5 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
        />
      </svg>
      {busy ? 'Signing in...' : 'Continue with Google'}
    </Button>
  );
}

export function SignInPanel({
  titleId,
  headingLevel: Heading = 'h2',
  initialMode = 'sign-in',
  returnTo = '/',
  onSignedIn,
  onContinueAsGuest,
  notice,
  guestFirst = false,
}: Props) {
  const { shopName } = useShopConfig();
  const options = useQuery({ queryKey: ['account-options'], queryFn: accountOptions, staleTime: Infinity });
  const afterSignIn = useAfterSignIn();
  const [mode, setMode] = useState<EmailMode>(initialMode);
  const [challenge, setChallenge] = useState<('totp' | 'otp')[] | null>(null);
  const [error, setError] = useState(notice ?? '');

  const finish = async (secondFactor: boolean) => {
    await afterSignIn({ secondFactor });
    onSignedIn();
  };

  return (
    <div>
      <Heading id={titleId} className="text-center text-2xl font-black tracking-tight">
        Welcome to {shopName}
      </Heading>
      <p className="mt-1 text-center text-sm text-muted">{TAGLINE}</p>
      <p role="alert" className="mt-3 text-center text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
      <div className="mt-5">
        {challenge ? (
          <TwoFactorChallenge
            methods={challenge}
            onVerified={() => void finish(true)}
            onCancel={() => setChallenge(null)}
          />
        ) : (
          <>
            {guestFirst ? (
              <>
                <GuestButton onClick={onContinueAsGuest} />
                <Divider />
              </>
            ) : null}
            {options.data?.google ? (
              <>
                <GoogleButton returnTo={returnTo} onError={setError} />
                <Divider />
              </>
            ) : null}
            <EmailSignInForm
              mode={mode}
              onModeChange={setMode}
              onSignedIn={() => void finish(false)}
              onSecondFactor={setChallenge}
            />
            {guestFirst ? null : (
              <>
                <Divider />
                <GuestButton onClick={onContinueAsGuest} />
              </>
            )}
          </>
        )}
      </div>
      <p className="mt-5 text-center text-xs text-muted">
        By continuing, you agree to our{' '}
        <Link to="/terms" target="_blank" rel="noopener noreferrer" className="underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" target="_blank" rel="noopener noreferrer" className="underline">
          Privacy Policy
        </Link>
      </p>
    </div>
  );
}
