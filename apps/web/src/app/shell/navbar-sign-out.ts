import { useState } from 'react';
import { withTimeout } from '../../lib/api-client';
import { emit } from '../../lib/events';
import { notify } from '../../lib/notify';
import { leaveSignedOut } from '../../lib/forget-shopper';

/**
 * Ends the session on the server, then loads the signed-out home page afresh (lib/forget-shopper.ts).
 * A 401, 403 or 404 answer means the session was already gone: the shopper is signed out either way.
 */
export function useSignOut() {
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
      await leaveSignedOut();
    } catch {
      notify.error('Could not sign you out. Please try again.');
      setPending(false);
    }
  };

  return { signOut, pending };
}
