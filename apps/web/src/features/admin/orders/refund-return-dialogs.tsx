// The order's money and pieces coming back: a refund of part of the payment (amount and reason), and
// a return (how many of each line came back, a note, and a refund with it if one is given). The server
// decides: it refuses a refund past what is left of the payment and a line returned past its quantity,
// and the refusal is shown in the form.
import { formatKes } from '@shop/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { recordReturn, refreshAdmin, refundOrder, type OrderDetail } from '../api/orders-api';
import { DialogFormButtons, DialogHeading, DialogSheet } from '../components/dialog-parts';
import { TextAreaField, TextField } from '../components/fields';
import { FormError } from '../components/states';
import { useFormSave } from '../hooks/use-form-save';

type Props = { detail: OrderDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** Whole shillings typed by the owner ("1,500" too); null when it is not one. */
function shillings(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '').replace(/^KES/i, '');
  return /^\d+$/.test(clean) ? Number(clean) : null;
}

export function RefundDialog({ detail, open, onOpenChange }: Props) {
  const { order } = detail;
  const api = useApi();
  const queryClient = useQueryClient();
  const { saving, formError, save } = useFormSave();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});

  const close = (next: boolean) => {
    if (saving) return;
    if (!next) {
      setAmount('');
      setReason('');
      setErrors({});
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = shillings(amount);
    const found = {
      amount:
        value === null || value < 1 ? 'Enter the amount in whole shillings, for example 500.' : undefined,
      reason: reason.trim() ? undefined : 'Please give a reason for the refund.',
    };
    setErrors(found);
    if (found.amount || found.reason || value === null) return;
    const done = await save(async () => {
      await refundOrder(api, order.id, value, reason.trim());
      notify.success(`Refunded ${formatKes(value)} on order #${order.short_id}.`);
      await refreshAdmin(queryClient);
    });
    if (done) close(false);
  }

  return (
    <DialogSheet open={open} onOpenChange={close}>
      <DialogHeading title={`Refund part of order #${order.short_id}`} />
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <p className="text-sm text-ink/80">
          Paid {formatKes(order.amount_paid)}, refunded {formatKes(order.refunded_amount)}: up to{' '}
          <strong>{formatKes(order.refundable)}</strong> can still be refunded. Record the refund once the
          money is on its way back (an M-Pesa reversal or a transfer).
        </p>
        <TextField
          label="Amount to refund (KES)"
          inputMode="numeric"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        <TextAreaField
          label="Reason"
          placeholder="For example: a small stain the photos did not show"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
        />
        <FormError message={formError} />
        <DialogFormButtons saving={saving} label="Record refund" />
      </form>
    </DialogSheet>
  );
}

export function ReturnDialog({ detail, open, onOpenChange }: Props) {
  const { order, items } = detail;
  const api = useApi();
  const queryClient = useQueryClient();
  const { saving, formError, save } = useFormSave();
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lines = items.filter((item) => item.returnable > 0);

  const close = (next: boolean) => {
    if (saving) return;
    if (!next) {
      setCounts({});
      setNote('');
      setRefund('');
      setError(null);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = lines
      .map((item) => ({ item_id: item.id, quantity: Number(counts[item.id] || 0) }))
      .filter((line) => line.quantity > 0);
    const refundValue = refund.trim() ? shillings(refund) : undefined;
    if (chosen.length === 0) return setError('Choose how many of at least one piece came back.');
    if (refundValue === null || refundValue === 0)
      return setError('Enter the refund in whole shillings, or leave it empty.');
    setError(null);
    const done = await save(async () => {
      await recordReturn(api, order.id, {
        lines: chosen,
        ...(note.trim() && { note: note.trim() }),
        ...(refundValue && { refund_amount: refundValue }),
      });
      const pieces = chosen.reduce((n, l) => n + l.quantity, 0);
      notify.success(
        `Return recorded on order #${order.short_id}: ${pieces} ${pieces === 1 ? 'piece is' : 'pieces are'} back on sale.`,
      );
      await refreshAdmin(queryClient);
    });
    if (done) close(false);
  }

  return (
    <DialogSheet open={open} onOpenChange={close} width="xl">
      <DialogHeading title={`Record a return on order #${order.short_id}`} />
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <p className="text-sm text-ink/80">
          Say how many of each piece came back. They go back on sale in their own sizes as soon as you save.
        </p>
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold">Pieces that came back</legend>
          {lines.map((item) => (
            <TextField
              key={item.id}
              label={`${item.name}${item.size ? `, size ${item.size}` : ''}`}
              hint={`${item.returnable} of ${item.quantity} can come back${item.returned ? ` (${item.returned} came back before)` : ''}.`}
              type="number"
              inputMode="numeric"
              min={0}
              max={item.returnable}
              step={1}
              placeholder="0"
              value={counts[item.id] ?? ''}
              onChange={(e) => setCounts((c) => ({ ...c, [item.id]: e.target.value }))}
            />
          ))}
        </fieldset>
        <TextAreaField
          label="Note (optional)"
          placeholder="For example: too small, swapped for another piece"
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <TextField
          label="Refund with this return (KES, optional)"
          hint={`Up to ${formatKes(order.refundable)} can still be refunded.`}
          inputMode="numeric"
          autoComplete="off"
          value={refund}
          onChange={(e) => setRefund(e.target.value)}
        />
        <FormError message={error ?? formError} />
        <DialogFormButtons saving={saving} label="Record return" />
      </form>
    </DialogSheet>
  );
}
