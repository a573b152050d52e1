// Ways into this account: password and Google. Link Google, unlink it (never the last way in), or add
// a password to a Google-only account through an e-mailed link.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authApi, type LinkedAccount } from '../api/auth-api';
import { RESET_SENT_MESSAGE } from './email-sign-in-form';

type Props = { email: string; googleOffered: boolean; accounts: LinkedAccount[]; onChanged: () => void };

export function LinkedAccounts({ email, googleOffered, accounts, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const google = accounts.find((a) => a.providerId === 'google');
  const hasPassword = accounts.some((a) => a.providerId === 'credential');

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      notify.error(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  // What a row's button does: one piece of work at a time, its failure said in a toast.
  const run = (work: () => Promise<void>) => () => void act(work);

  return (
    <ul className="space-y-3 text-sm">
      <WayIn name="Password" state={hasPassword ? 'set' : 'not set'}>
        {hasPassword ? null : (
          <RowButton
            disabled={busy}
            onClick={run(async () => {
              await authApi.requestPasswordReset(email);
              notify.success(RESET_SENT_MESSAGE);
            })}
          >
            E-mail me a link to set one
          </RowButton>
        )}
      </WayIn>
      {googleOffered || google ? (
        <WayIn name="Google" state={google ? 'connected' : 'not connected'}>
          {google ? (
            <RowButton
              disabled={busy || !hasPassword}
              title={hasPassword ? undefined : 'Set a password first, so you can still sign in'}
              onClick={run(async () => {
                await authApi.unlinkAccount(google.id);
                onChanged();
              })}
            >
              Disconnect Google
            </RowButton>
          ) : (
            <RowButton
              disabled={busy}
              onClick={run(async () => {
                const { url } = await authApi.google('link', '/profile');
                window.location.assign(url);
              })}
            >
              Connect Google
            </RowButton>
          )}
        </WayIn>
      ) : null}
    </ul>
  );
}

/** One way into the account, its state and what can be done about it. */
function WayIn({ name, state, children }: { name: string; state: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2">
      <span>
        {name}: <strong>{state}</strong>
      </span>
      {children}
    </li>
  );
}

function RowButton(props: { disabled: boolean; title?: string; onClick: () => void; children: ReactNode }) {
  return <Button variant="outline" size="sm" {...props} />;
}

export const linkedAccountsQuery = {
  queryKey: ['linked-accounts'] as const,
  queryFn: () => authApi.listAccounts(),
};

export const useLinkedAccounts = () => useQuery(linkedAccountsQuery);
