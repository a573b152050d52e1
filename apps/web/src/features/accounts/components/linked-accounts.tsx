// Ways into this account: password and Google. Link Google, unlink it (never the last way in), or add
// a password to a Google-only account through an e-mailed link.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

  return (
    <ul className="space-y-3 text-sm">
      <li className="flex flex-wrap items-center justify-between gap-2">
        <span>
          Password: <strong>{hasPassword ? 'set' : 'not set'}</strong>
        </span>
        {hasPassword ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                await authApi.requestPasswordReset(email);
                notify.success(RESET_SENT_MESSAGE);
              })
            }
          >
            E-mail me a link to set one
          </Button>
        )}
      </li>
      {googleOffered || google ? (
        <li className="flex flex-wrap items-center justify-between gap-2">
          <span>
            Google: <strong>{google ? 'connected' : 'not connected'}</strong>
          </span>
          {google ? (
            <Button
              variant="outline"
              size="sm"
              disabled={busy || !hasPassword}
              title={hasPassword ? undefined : 'Set a password first, so you can still sign in'}
              onClick={() =>
                void act(async () => {
                  await authApi.unlinkAccount(google.id);
                  onChanged();
                })
              }
            >
              Disconnect Google
            </Button>
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  const { url } = await authApi.google('link', '/profile');
                  window.location.assign(url);
                })
              }
            >
              Connect Google
            </Button>
          )}
        </li>
      ) : null}
    </ul>
  );
}

export const linkedAccountsQuery = {
  queryKey: ['linked-accounts'] as const,
  queryFn: () => authApi.listAccounts(),
};

export const useLinkedAccounts = () => useQuery(linkedAccountsQuery);
