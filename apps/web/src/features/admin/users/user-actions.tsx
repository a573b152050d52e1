// The two things the owner does to a customer: grant or revoke admin rights (confirmed; the server
// refuses to remove the last admin and says so) and recompute the tier from their paid orders.
import { formatKes } from '@shop/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { refreshAdmin } from '../api/orders-api';
import { recomputeTier, setAdmin, type AdminUser } from '../api/users-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { plural } from '../format';
import { useAction } from '../hooks/use-action';

export function UserActions({ user }: { user: AdminUser }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const who = user.name || user.email;

  const recompute = useAction(async () => {
    const result = await recomputeTier(api, user.id);
    notify.success(
      `${who}: ${result.tier} tier (${formatKes(result.total_spent)} over ${plural(result.total_orders, 'paid order')}).`,
    );
    await refreshAdmin(queryClient);
  });

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
        {user.is_admin ? (
          <ShieldOff aria-hidden="true" className="size-4" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-4" />
        )}
        {user.is_admin ? 'Remove admin' : 'Make admin'}
        <span className="sr-only"> rights for {who}</span>
      </Button>
      <Button size="sm" variant="ghost" disabled={recompute.pending} onClick={() => recompute.start()}>
        <RefreshCw aria-hidden="true" className={`size-4 ${recompute.pending ? 'animate-spin' : ''}`} />
        Recompute tier
        <span className="sr-only"> for {who}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={user.is_admin ? `Remove admin rights from ${who}?` : `Make ${who} an admin?`}
        description={
          user.is_admin ? (
            <p>
              {user.email} can no longer open the admin area or change the shop, from their next click. The
              shop always keeps at least one admin.
            </p>
          ) : (
            <p>
              {user.email} will be able to see every order and customer and change products, prices, discounts
              and admin rights, from their next click.
            </p>
          )
        }
        confirmLabel={user.is_admin ? 'Remove admin rights' : 'Make admin'}
        danger={user.is_admin}
        cancelLabel="Keep as it is"
        onConfirm={async () => {
          await setAdmin(api, user.id, !user.is_admin);
          notify.success(user.is_admin ? `${who} is no longer an admin.` : `${who} is now an admin.`);
          await refreshAdmin(queryClient);
        }}
      />
    </div>
  );
}
