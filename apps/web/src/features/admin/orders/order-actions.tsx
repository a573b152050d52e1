// What the owner can do with an order: the next fulfillment step (confirmed first, saying what the
// customer hears) — or, while the order has no delivery details, adding them (order-delivery.tsx), the last step taken back (with a reason, until delivered), cancel (asks for a
// reason, says what the customer will hear and that a refund will be owed when the order was paid)
// and mark a refund as paid; a refund of part of the payment and a return of pieces (their dialogs are
// refund-return-dialogs.tsx).
import { formatKes } from '@shop/domain/rules';
import { statusLabel } from '@shop/domain/texts';
import { useQueryClient } from '@tanstack/react-query';
import { Banknote, HandCoins, MapPinPlus, PackageCheck, PackageOpen, Truck, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  cancelOrder,
  markRefunded,
  moveFulfillment,
  refreshAdmin,
  stepBackOrder,
  type FulfillmentTarget,
  type OrderDetail,
} from '../api/orders-api';
import { ConfirmDialog, DANGER_OUTLINE } from '../components/confirm-dialog';
import { customerNoticeText } from './customer-notice';
import { DeliveryDialog } from './order-delivery';
import { RefundDialog, ReturnDialog } from './refund-return-dialogs';

type Order = OrderDetail['order'];

const STEP_ICONS = { ready_for_delivery: PackageCheck, shipped: Truck, delivered: PackageCheck } as const;

/** What a step forward means, for its confirmation. */
function stepText(to: FulfillmentTarget, order: Order) {
  if (to === 'ready_for_delivery')
    return 'It goes on the list to pack and deliver. The customer is not told.';
  if (to === 'shipped') return `It is on its way to the customer. ${customerNoticeText(order)}`;
  if (to === 'delivered') return `The customer has it; the order is complete. ${customerNoticeText(order)}`;
  return customerNoticeText(order);
}

export function OrderActions({ detail }: { detail: OrderDetail }) {
  const { order } = detail;
  const api = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | 'refund' | 'back' | 'part' | 'return' | 'delivery' | null>(
    null,
  );
  const returnable = order.can_return && detail.items.some((item) => item.returnable > 0);
  const [step, setStep] = useState<FulfillmentTarget | null>(null);
  const number = `#${order.short_id}`;

  const move = async (to: FulfillmentTarget) => {
    await moveFulfillment(api, order.id, to);
    notify.success(`Order ${number} marked as ${statusLabel(to)}.`);
    await refreshAdmin(queryClient);
  };

  const back = async (reason: string) => {
    await stepBackOrder(api, order.id, reason);
    notify.success(`Order ${number} is ${statusLabel(order.previous_fulfillment ?? '')} again.`);
    await refreshAdmin(queryClient);
  };

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
      {/* No step forward without an address: the owner adds it instead (the order becomes ready). */}
      {!order.delivery_info && order.can_edit_delivery ? (
        <Button size="sm" onClick={() => setDialog('delivery')}>
          <MapPinPlus aria-hidden="true" className="size-4" />
          Add delivery details
        </Button>
      ) : null}
      {order.next_fulfillment.map((to) => {
        const Icon = to === 'awaiting_details' ? Truck : STEP_ICONS[to];
        return (
          <Button key={to} size="sm" onClick={() => setStep(to)}>
            <Icon aria-hidden="true" className="size-4" />
            Mark as {statusLabel(to)}
          </Button>
        );
      })}
      {order.previous_fulfillment ? (
        <Button size="sm" variant="outline" onClick={() => setDialog('back')}>
          <Undo2 aria-hidden="true" className="size-4" />
          Step back to {statusLabel(order.previous_fulfillment)}
        </Button>
      ) : null}
      {order.refund_status === 'owed' ? (
        <Button size="sm" variant="outline" onClick={() => setDialog('refund')}>
          <Banknote aria-hidden="true" className="size-4" />
          Mark refunded
        </Button>
      ) : null}
      {order.refundable > 0 ? (
        <Button size="sm" variant="outline" onClick={() => setDialog('part')}>
          <HandCoins aria-hidden="true" className="size-4" />
          Refund
        </Button>
      ) : null}
      {returnable ? (
        <Button size="sm" variant="outline" onClick={() => setDialog('return')}>
          <PackageOpen aria-hidden="true" className="size-4" />
          Record return
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
        open={step !== null}
        onOpenChange={(open) => !open && setStep(null)}
        title={`Mark order ${number} as ${statusLabel(step ?? '')}?`}
        description={<p>{step ? stepText(step, order) : null}</p>}
        confirmLabel={`Mark as ${statusLabel(step ?? '')}`}
        cancelLabel="Not yet"
        onConfirm={() => move(step!)}
      />
      <ConfirmDialog
        open={dialog === 'back'}
        onOpenChange={(open) => setDialog(open ? 'back' : null)}
        title={`Step order ${number} back to ${statusLabel(order.previous_fulfillment ?? '')}?`}
        description={
          <p>
            It stops being {statusLabel(order.fulfillment_status)}. The customer is not told; the step and
            your reason are kept in the order&rsquo;s history.
          </p>
        }
        note={{
          label: 'Why is the step taken back?',
          placeholder: 'For example: marked shipped by mistake, the rider has not collected it',
          missing: 'Please say why the step is taken back.',
        }}
        confirmLabel="Step back"
        cancelLabel="Keep it"
        onConfirm={back}
      />
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
            Do this once {formatKes(order.refundable)}
            {order.refunded_amount > 0 ? ` (the rest of ${formatKes(order.amount_paid)})` : ''} is back with
            the customer (an M-Pesa reversal or a transfer). It is recorded as a refund in the order&rsquo;s
            history with your name.
          </p>
        }
        confirmLabel="Mark refunded"
        cancelLabel="Not yet"
        onConfirm={refunded}
      />
      <RefundDialog
        detail={detail}
        open={dialog === 'part'}
        onOpenChange={(open) => setDialog(open ? 'part' : null)}
      />
      <ReturnDialog
        detail={detail}
        open={dialog === 'return'}
        onOpenChange={(open) => setDialog(open ? 'return' : null)}
      />
      <DeliveryDialog
        order={order}
        open={dialog === 'delivery'}
        onOpenChange={(open) => setDialog(open ? 'delivery' : null)}
      />
    </>
  );
}
