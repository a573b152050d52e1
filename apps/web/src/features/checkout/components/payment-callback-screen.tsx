// /payment-callback?status=&tx_ref=&transaction_id= (spec §2): a spinner while the server confirms,
// a toast, then the orders page after 2 s. The query values prove nothing by themselves — anyone can
// type them — so only the server's verified answer can say the order was placed.
import {
  emptyBag,
  isPaymentSuccessful,
  PAYMENT_CALLBACK_FAILED_MESSAGE,
  PAYMENT_CALLBACK_REDIRECT_MS,
  PAYMENT_SUCCESS_MESSAGE,
} from '@shop/domain';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { updateStoredBag } from '../../../lib/bag-storage';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { confirmPayment } from '../api/checkout-api';
import { removePendingPayment } from '../api/pending-payments';

type Outcome = { tone: 'success' | 'info' | 'error'; message: string; duration?: number };

/** Long enough to copy the reference number for support. */
const NOT_RECORDED_TOAST_MS = 20_000;

const HEADINGS = {
  success: 'Payment received',
  info: 'Waiting for confirmation',
  error: 'Payment not completed',
} as const;

/** `signedIn` may still be unknown while the session loads; it is read when the 2 s are up. */
export function PaymentCallbackScreen({ signedIn }: { signedIn: boolean | undefined }) {
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Asked once, even when React runs the effect twice (StrictMode keeps refs across the re-run).
  const asked = useRef<string | null>(null);
  const status = params.get('status');
  const txRef = params.get('tx_ref');
  const transactionId = params.get('transaction_id');
  const signedInNow = useRef(signedIn);
  useEffect(() => {
    signedInNow.current = signedIn;
  }, [signedIn]);

  useEffect(() => {
    const key = `${txRef}:${transactionId}:${status}`;
    if (asked.current === key) return;
    asked.current = key;
    const failure: Outcome = { tone: 'error', message: PAYMENT_CALLBACK_FAILED_MESSAGE };
    const check = async (): Promise<Outcome> => {
      if (!txRef) return failure;
      const answer = await confirmPayment(api, txRef, transactionId || null);
      switch (answer.status) {
        case 'paid':
          removePendingPayment(txRef);
          updateStoredBag(() => emptyBag());
          return { tone: 'success', message: PAYMENT_SUCCESS_MESSAGE };
        case 'not_recorded':
          return { tone: 'error', message: answer.message, duration: NOT_RECORDED_TOAST_MS };
        case 'pending':
          // The provider said successful but cannot confirm it yet: say so rather than "failed".
          return isPaymentSuccessful(status) ? { tone: 'info', message: answer.message } : failure;
        default:
          removePendingPayment(txRef);
          return failure;
      }
    };
    void check()
      .catch(() => failure)
      .then((result) => {
        setOutcome(result);
        notify[result.tone](result.message, result.duration);
        setTimeout(() => {
          const ordersPage = signedInNow.current ? '/orders' : '/guest-orders';
          void navigate(ordersPage, { replace: true });
        }, PAYMENT_CALLBACK_REDIRECT_MS);
      });
  }, [api, navigate, status, txRef, transactionId]);

  return (
    <Container className="grid min-h-[50vh] place-items-center py-16 text-center">
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        {outcome ? (
          <>
            <h1 className="text-2xl font-black tracking-tight">{HEADINGS[outcome.tone]}</h1>
            <p className="max-w-md">{outcome.message}</p>
            <p className="text-muted text-sm">Taking you to your orders...</p>
          </>
        ) : (
          <>
            <Loader2 aria-hidden="true" className="size-10 animate-spin motion-reduce:animate-none" />
            <h1 className="text-2xl font-black tracking-tight">Processing your payment...</h1>
          </>
        )}
      </div>
    </Container>
  );
}
