import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/notify';
import { withTimeout } from '../../lib/api-client';

/** Ends the session on the server, then lets every screen see the signed-out shop. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      const response = await withTimeout(fetch)('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) throw new Error(`sign-out answered ${response.status}`);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      void navigate('/');
    } catch {
      notify.error('Could not sign you out. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return { signOut, pending };
}
