// Sign-in & Security on the profile: e-mail confirmation, two-factor, linked sign-in methods,
// "sign out everywhere" and this device's recent sign-in activity.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { emit } from '../../../lib/events';
import type { Me, MeUser } from '../../../lib/me';
import { notify } from '../../../lib/notify';
import { leaveSignedOut } from '../../../lib/forget-shopper';
import { accountOptions, authApi } from '../api/auth-api';
import { AUTH_EVENT_LABELS, readAuthEvents, recordAuthEvent } from '../hooks/auth-events';
import { LinkedAccounts, useLinkedAccounts } from './linked-accounts';
import { FormSection } from './profile-form-sections';
import { TwoFactorSettings } from './two-factor-settings';

function EmailStatus({ user }: { user: MeUser }) {
  const [sent, setSent] = useState(false);
  if (user.emailVerified) return <p className="text-sm">{user.email} is confirmed.</p>;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>{user.email} is not confirmed yet.</p>
      <Button
        variant="outline"
        size="sm"
        disabled={sent}
        onClick={() =>
          void authApi.sendVerificationEmail(user.email).then(
            () => setSent(true),
            () => notify.error('Could not send the e-mail. Please try again later.'),
          )
        }
      >
        {sent ? 'Confirmation e-mail sent' : 'Send confirmation e-mail'}
      </Button>
    </div>
  );
}

function SignInActivity() {
  // Read after mount (the profile renders in the browser only), newest first.
  const [events] = useState(readAuthEvents);
  if (!events.length)
    return <p className="text-sm text-muted">No sign-in activity recorded on this device.</p>;
  return (
    <ol className="space-y-1 text-sm">
      {events.map((e) => (
        <li key={`${e.at}-${e.event}`} className="flex justify-between gap-3">
          <span>{AUTH_EVENT_LABELS[e.event]}</span>
          <time dateTime={e.at} className="text-muted">
            {new Date(e.at).toLocaleString('en-KE', { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </li>
      ))}
    </ol>
  );
}

export function SecuritySection({ me }: { me: Me & { user: MeUser } }) {
  const queryClient = useQueryClient();
  const accounts = useLinkedAccounts();
  const options = useQuery({ queryKey: ['account-options'], queryFn: accountOptions, staleTime: Infinity });
  const [leaving, setLeaving] = useState(false);
  const hasPassword = accounts.data?.some((a) => a.providerId === 'credential') ?? true;

  const refresh = () => {
    recordAuthEvent('user_updated');
    void queryClient.invalidateQueries({ queryKey: ['me'] });
    void queryClient.invalidateQueries({ queryKey: ['linked-accounts'] });
  };

  const signOutEverywhere = async () => {
    setLeaving(true);
    // Stops the session keeper (no "expired" page for a sign-out on purpose); see session-keeper.ts.
    emit('shop:signing-out');
    try {
      await authApi.signOutEverywhere();
      await leaveSignedOut();
    } catch {
      // Still signed in: keep the session fresh again. Loaded on demand, like the navbar does, so the
      // keeper stays a chunk of its own.
      void import('../hooks/session-keeper').then((m) => m.startKeepingSession());
      notify.error('Could not sign you out everywhere. Please try again.');
      setLeaving(false);
    }
  };

  return (
    <section
      aria-labelledby="security-title"
      className="space-y-5 rounded-3xl border border-ink/10 bg-white/60 p-5 sm:p-8"
    >
      <h2 id="security-title" className="text-xl font-black tracking-tight">
        Sign-in &amp; Security
      </h2>
      <FormSection title="E-mail">
        <EmailStatus user={me.user} />
      </FormSection>
      <FormSection title="Two-factor sign-in">
        <TwoFactorSettings
          user={me.user}
          hasPassword={hasPassword}
          adminNeedsFactor={Boolean(me.secondFactorRequired)}
          onChanged={refresh}
        />
      </FormSection>
      <FormSection title="Ways to sign in">
        <LinkedAccounts
          email={me.user.email}
          googleOffered={Boolean(options.data?.google)}
          accounts={accounts.data ?? []}
          onChanged={refresh}
        />
      </FormSection>
      <FormSection title="Sessions">
        <p className="mb-3 text-sm text-muted">
          Signed in on a shared or lost phone? End every session at once.
        </p>
        <Button variant="outline" disabled={leaving} onClick={() => void signOutEverywhere()}>
          {leaving ? 'Signing out...' : 'Sign out everywhere'}
        </Button>
      </FormSection>
      <FormSection title="Recent sign-in activity on this device">
        <SignInActivity />
      </FormSection>
    </section>
  );
}
