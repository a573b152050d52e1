import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { withTimeout } from '../../lib/api-client';
import { emit } from '../../lib/events';
import { notify } from '../../lib/notify';
import { forgetOfflineCopies } from '../../lib/offline-caches';

/**
 * Ends the session on the server, then lets every screen see the signed-out shop and goes to /.
 * A 401, 403 or 404 answer means the session was already gone: the shopper is signed out either way.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    // The session keeper stops (this is no expired session) and notes the sign-out for diagnostics;
    // by event, so this menu code does not carry the keeper.
    emit('shop:signing-out');
    try {
      const response = await withTimeout(fetch)('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok && ![401, 403, 404].includes(response.status)) {
        throw new Error(`sign-out answered ${response.status}`);
      }
      // Pages and pictures kept for offline use go with the session (a shared phone's next shopper).
      await forgetOfflineCopies();
      // Everything is asked again (who is here, tier-dependent lists, admin links) before leaving.
      await queryClient.invalidateQueries();
      void navigate('/');
    } catch {
      notify.error('Could not sign you out. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return { signOut, pending };
}
