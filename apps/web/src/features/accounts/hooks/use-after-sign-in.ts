import { useQueryClient } from '@tanstack/react-query';
import { recordAuthEvent } from './auth-events';

/** After a sign-in every screen asks again: the navbar, tier-dependent lists, admin links. */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  return async ({ secondFactor = false } = {}) => {
    if (secondFactor) recordAuthEvent('mfa_verified');
    recordAuthEvent('signed_in');
    await queryClient.invalidateQueries();
  };
}
