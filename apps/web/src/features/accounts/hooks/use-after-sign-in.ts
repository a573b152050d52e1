import { useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { claimGuestOrders, ORDERS_QUERY_KEY } from '../../../lib/claim-guest-orders';
import { ApiContext } from '../../../lib/use-api';
import { recordAuthEvent } from './auth-events';

/** After a sign-in every screen asks again: the navbar, tier-dependent lists, admin links. */
export function useAfterSignIn() {
  const queryClient = useQueryClient();
  // Read softly: screens rendered without the app's API (markup tests) still sign in.
  const api = useContext(ApiContext);
  return async ({ secondFactor = false } = {}) => {
    if (secondFactor) recordAuthEvent('mfa_verified');
    recordAuthEvent('signed_in');
    // What this device bought as a guest joins the account; nobody waits for it.
    if (api)
      void claimGuestOrders(api).then((claimed) =>
        claimed > 0 ? queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }) : undefined,
      );
    await queryClient.invalidateQueries();
  };
}
