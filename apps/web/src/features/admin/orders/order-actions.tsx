// What the owner can do with an order: the next fulfillment step (one button), cancel (asks for a
// reason, says what the customer will hear and that a refund will be owed when the order was paid)
// and mark a refund as paid.
import { formatKes } from '@shop/domain/rules';
import { statusLabel } from '@shop/domain/texts';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote, PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  cancelOrder,
  markRefunded,
  moveFulfillment,
  refreshAdmin,
  type FulfillmentTarget,
  type OrderDetail,
} from '../api/orders-api';
import { ConfirmDialog, DANGER_OUTLINE } from '../components/confirm-dialog';
import { useAction } from '../hooks/use-action';
import { customerNoticeText } from './customer-notice';

type Order = OrderDetail['order'];

const STEP_ICONS = { ready_for_delivery: PackageCheck, shipped: Truck, delivered: PackageCheck } as const;

export function OrderActions({ order }: { order: Order }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const number = `#${order.short_id}`;

  const move = useAction(async (to: FulfillmentTarget) => {
    await moveFulfillment(api, order.id, to);
    notify.success(`Order ${number} marked as ${statusLabel(to)}.`);
    await refreshAdmin(queryClient);
  });

  const cancel = async (reason: string) => {
    await cancelOrder(api, order.id, reason);
    notify.success(`Order ${number} cancelled.`);
    await refreshAdmin(queryClient);
  };

  const refunded = async () => {
    await markRefunded(api, order.id);
    notify.success(`Refund for order ${number} marked as paid.`);
    await refreshAdmin(queryClient);
  };

  return (
    <>
      {order.next_fulfillment.map((to) => {
        const Icon = to === 'awaiting_details' ? Truck : STEP_ICONS[to];
        return (
          <Button key={to} size="sm" disabled={move.pending} onClick={() => move.start(to)}>
            <Icon aria-hidden="true" className="size-4" />
            Mark as {statusLabel(to)}
          </Button>
        );
      })}
      {order.refund_status === 'owed' ? (
        <Button size="sm" variant="outline" onClick={() => setDialog('refund')}>
          <Banknote aria-hidden="true" className="size-4" />
          Mark refunded
        </Button>
      ) : null}
      {order.can_cancel ? (
        <button
          type="button"
          className={`${DANGER_OUTLINE} min-h-9 px-3`}
          onClick={() => setDialog('cancel')}
        >
          Cancel order
        </button>
      ) : null}

      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={`Cancel order ${number}?`}
        description={
          <>
            <p>{customerNoticeText(order)} Pieces that have not left the shop go back on sale.</p>
            {order.status === 'paid' ? (
              <p className="font-semibold text-red-800">
                This order was paid ({formatKes(order.amount_paid)}): a refund will be owed to the customer.
                It stays under &ldquo;Refunds owed&rdquo; until you mark it refunded.
              </p>
            ) : null}
          </>
        }
        note={{
          label: 'Reason for cancelling',
          placeholder: 'For example: the customer asked to cancel',
          missing: 'Please give a reason for cancelling.',
        }}
        confirmLabel="Cancel order"
        cancelLabel="Keep the order"
        danger
        onConfirm={cancel}
      />
      <ConfirmDialog
        open={dialog === 'refund'}
        onOpenChange={(open) => setDialog(open ? 'refund' : null)}
        title={`Mark the refund for ${number} as paid?`}
        description={
          <p>
            Do this once {formatKes(order.amount_paid)} is back with the customer (an M-Pesa reversal or a
            transfer). It is recorded in the order&rsquo;s history with your name.
          </p>
        }
        confirmLabel="Mark refunded"
        cancelLabel="Not yet"
        onConfirm={refunded}
      />
    </>
  );
}
