// The storefront's after-idle layer (loaded by after-idle.tsx): each engagement feature that shows
// itself over the page once it has settled is composed here, and the service worker is registered.
import ChatButton from '../../features/chat/components/chat-button';
import ExitIntentOffer from '../../features/exit-intent/components/exit-intent-offer';
import { PurchaseToast } from '../../features/fomo/components/purchase-toast';
import { AppUpdates } from './app-updates';

export default function IdleExtras() {
  return (
    <>
      <ExitIntentOffer />
      <PurchaseToast />
      <ChatButton />
      <AppUpdates />
    </>
  );
}
