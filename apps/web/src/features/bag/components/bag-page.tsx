// /bag: the same bag as the drawer, as a page (the drawer's View Bag). Rendered in the browser only:
// the bag lives on the device.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Container } from '../../../components/ui/container';
import { SignInDialog } from '../../../components/sign-in-dialog';
import { BagContents } from './bag-contents';

export function BagPage({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  const [askSignIn, setAskSignIn] = useState(false);
  return (
    <Container className="py-8">
      <h1 className="mb-4 text-3xl font-black tracking-tight">Your Bag</h1>
      <div className="border-ink/10 flex max-w-2xl flex-col rounded-2xl border">
        <BagContents onCheckout={() => (signedIn ? void navigate('/checkout') : setAskSignIn(true))} />
      </div>
      <SignInDialog
        open={askSignIn}
        onClose={() => setAskSignIn(false)}
        onContinueAsGuest={() => void navigate('/checkout')}
      />
    </Container>
  );
}
