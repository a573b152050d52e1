// Taking someone off the early-access list, confirmed first: they get no more early-access e-mails
// and a linked account stops being a member. Someone who left can only come back by signing up.
import { useQueryClient } from '@tanstack/react-query';
import { UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { unsubscribeSubscriber, type AdminSubscriber } from '../api/early-access-api';
import { refreshAdmin } from '../api/orders-api';
import { ConfirmDialog } from '../components/confirm-dialog';

export function SubscriberActions({ subscriber }: { subscriber: AdminSubscriber }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  if (subscriber.status !== 'active') return null;

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
        <UserMinus aria-hidden="true" className="size-4" />
        Unsubscribe
        <span className="sr-only"> {subscriber.email}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Unsubscribe ${subscriber.email}?`}
        description={
          <>
            <p>They get no more early-access e-mails from the shop.</p>
            {subscriber.linked_account ? (
              <p>Their account stops being an early-access member (tiers keep their own early access).</p>
            ) : null}
            <p>They can join again from the sign-up form at the bottom of the shop.</p>
          </>
        }
        confirmLabel="Unsubscribe"
        danger
        cancelLabel="Keep on the list"
        onConfirm={async () => {
          await unsubscribeSubscriber(api, subscriber.id);
          notify.success(`${subscriber.email} is off the early-access list.`);
          await refreshAdmin(queryClient);
        }}
      />
    </>
  );
}
