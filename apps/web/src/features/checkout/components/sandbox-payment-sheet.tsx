// The sandbox payment sheet: the shop's stand-in for the provider's modal, used when no real payment
// provider is configured. It looks and behaves like one — an M-Pesa STK push, a card form, bank
// transfer details — and reports { status, transaction_id } exactly as Flutterwave's callback does;
// closing it is the modal's onclose. No money moves; the server still verifies every report.
import * as Dialog from '@radix-ui/react-dialog';
import { formatKes, formatPhoneForDisplay } from '@shop/domain/rules';
import { PAYMENT_METHOD_LABELS } from '@shop/domain/texts';
import { Landmark, Loader2, SmartphoneNfc, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import {
  sandboxCharge,
  type PaymentReport,
  type PaymentSettings,
  type SandboxOutcome,
} from '../api/checkout-api';
import { SandboxCardForm } from './sandbox-card-form';

type Props = {
  settings: PaymentSettings;
  onReport: (report: PaymentReport) => void;
  onClose: () => void;
};

const OUTCOME_BUSY: Record<SandboxOutcome, string> = {
  approve: 'Approving...',
  decline: 'Declining...',
  timeout: 'Waiting for the phone...',
  approve_late: 'Approving late...',
};

export default function SandboxPaymentSheet({ settings, onReport, onClose }: Props) {
  const api = useApi();
  const [busy, setBusy] = useState<SandboxOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const method = settings.payment_method;

  const answer = async (outcome: SandboxOutcome) => {
    if (busy) return;
    setBusy(outcome);
    setError(null);
    try {
      const charge = await sandboxCharge(api, settings, outcome);
      setDone(true);
      onReport({ status: charge.status, transaction_id: charge.transaction_id });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(null);
    }
  };

  const actions = (
    <div className="grid gap-2">
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {busy ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm font-semibold">
          <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {OUTCOME_BUSY[busy]}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={() => void answer('approve')} disabled={!!busy}>
          Approve
        </Button>
        <Button variant="outline" onClick={() => void answer('decline')} disabled={!!busy}>
          Decline
        </Button>
      </div>
      {method === 'mpesa' ? (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="ghost" size="sm" onClick={() => void answer('timeout')} disabled={!!busy}>
            Let it time out
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void answer('approve_late')} disabled={!!busy}>
            Approve late
          </Button>
        </div>
      ) : null}
    </div>
  );

  return (
    <Dialog.Root
      open={!done}
      onOpenChange={(open) => {
        // While a charge is on its way the sheet stays: its answer is what the shop must hear.
        if (!open && !busy && !done) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="bg-ink/60 fixed inset-0 z-[60]" />
        <Dialog.Content
          data-testid="payment-sheet"
          className="fixed inset-x-0 bottom-0 z-[60] max-h-[100dvh] overflow-y-auto rounded-t-3xl bg-white p-5 text-ink shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
                Sandbox · no real money moves
              </p>
              <Dialog.Title className="mt-1 text-lg font-black">
                {settings.customizations.title}: {PAYMENT_METHOD_LABELS[method]} payment
              </Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close payment"
              disabled={!!busy}
              className="hover:bg-ink/5 -mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-full disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <p className="mt-3 rounded-2xl bg-neutral-100 px-4 py-3">
            <span className="text-muted block text-xs">Amount to pay</span>
            <span className="text-2xl font-black tabular-nums" data-testid="payment-sheet-amount">
              {formatKes(settings.amount)}
            </span>
          </p>
          <div className="mt-4 space-y-4">
            {method === 'mpesa' ? (
              <Dialog.Description className="flex gap-3 text-sm">
                <SmartphoneNfc aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <span>
                  <span className="block font-bold">
                    STK push sent to {formatPhoneForDisplay(settings.customer.phone_number)}
                  </span>
                  Check the phone and enter the M-Pesa PIN to pay {formatKes(settings.amount)} to{' '}
                  {settings.customizations.title}.
                </span>
              </Dialog.Description>
            ) : null}
            {method === 'card' ? (
              <>
                <Dialog.Description className="text-sm">
                  Enter the card details. The sandbox takes its test card as it is.
                </Dialog.Description>
                <SandboxCardForm />
              </>
            ) : null}
            {method === 'bank' ? (
              <>
                <Dialog.Description className="flex gap-3 text-sm">
                  <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <span>Transfer the amount to this account, then confirm.</span>
                </Dialog.Description>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">Bank</dt>
                  <dd className="font-semibold">Sandbox Bank Kenya</dd>
                  <dt className="text-muted">Account</dt>
                  <dd className="font-semibold tabular-nums">0100 2000 3000</dd>
                  <dt className="text-muted">Name</dt>
                  <dd className="font-semibold">{settings.customizations.title}</dd>
                  <dt className="text-muted">Reference</dt>
                  <dd className="font-semibold break-all">{settings.tx_ref}</dd>
                </dl>
              </>
            ) : null}
            {actions}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
