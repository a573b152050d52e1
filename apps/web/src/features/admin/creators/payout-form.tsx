// Marking a creator paid: the amount in whole shillings (what is owed, by default) and the M-Pesa
// reference of the transfer. The server refuses more than is owed and a reference used before.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { CREATORS_KEY, markPaid } from '../api/creators-api';
import { useAction } from '../hooks/use-action';

export function PayoutForm({ creatorId, name, owed }: { creatorId: string; name: string; owed: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const formId = useId();
  const [amount, setAmount] = useState(String(Math.max(0, owed)));
  const [reference, setReference] = useState('');
  const pay = useAction(async () => {
    await markPaid(api, {
      creator_id: creatorId,
      amount: Number(amount),
      mpesa_reference: reference,
      note: '',
    });
    notify.success(`Payout to ${name} recorded.`);
    setReference('');
    await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.start();
  };
  return (
    <form id={formId} onSubmit={submit} aria-label={`Pay ${name}`} className="flex flex-wrap items-end gap-2">
      <TextField
        size="sm"
        label="Amount (KES)"
        inputMode="numeric"
        className="w-28"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        size="sm"
        label="M-Pesa reference"
        className="w-40"
        value={reference}
        onChange={(e) => setReference(e.target.value.toUpperCase())}
      />
      <Button type="submit" size="sm" disabled={pay.pending || owed <= 0}>
        Mark paid
      </Button>
    </form>
  );
}
