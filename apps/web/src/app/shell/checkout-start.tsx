// Checkout from the bag (spec §2): a signed-in shopper goes straight on; a guest is offered the
// sign-in dialog first, whose "Continue as Guest" goes on to /checkout. The bag drawer and the bag
// page start it; what "straight on" means is theirs (the drawer opens the checkout dialog).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SignInDialog } from './sign-in-dialog';

export function useCheckoutStart(signedIn: boolean, goOn: () => void) {
  const navigate = useNavigate();
  const [askSignIn, setAskSignIn] = useState(false);
  const start = () => (signedIn ? goOn() : setAskSignIn(true));
  const dialog = (
    <SignInDialog
      open={askSignIn}
      guestFirst
      onClose={() => setAskSignIn(false)}
      onContinueAsGuest={() => void navigate('/checkout')}
    />
  );
  return { start, dialog };
}
