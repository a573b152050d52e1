// The line the bag and the checkout show while the device is offline: the bag's pieces and last known
// prices stay on screen, but paying needs the server.
import { WifiOff } from 'lucide-react';
import { OFFLINE_CHECKOUT_MESSAGE } from '../../lib/use-online';

export function OfflineNote() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {OFFLINE_CHECKOUT_MESSAGE}
    </p>
  );
}
