// /payment-callback?status=&tx_ref=&transaction_id= (spec §2): a spinner while the server confirms,
// a toast, then the orders page after 2 s. The query values prove nothing by themselves — anyone can
// type them — so only the server's verified answer can say the order was placed.
import { emptyBag, isPaymentSuccessful } from '@shop/domain/rules';
import { PAYMENT_CALLBACK_FAILED_MESSAGE, PAYMENT_SUCCESS_MESSAGE } from '@shop/domain/texts';
import { PAYMENT_CALLBACK_REDIRECT_MS } from '@shop/domain/timings';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/container';
import { updateStoredBag } from '../../../lib/bag-store';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { ApiError } from '../../../lib/api-client';
import { confirmPayment } from '../api/checkout-api';
import { callbackOutcome, followConfirmation, type CallbackOutcome } from '../api/confirm-outcome';
import { removePendingPayment } from '../api/pending-payments';
import { waitOrOnline } from '../api/wait-or-online';

/** Up to about four minutes of asking (4, 8, 16, 32, then 60 s apart) before leaving for the orders. */
const CALLBACK_POLL_ROUNDS = 8;

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
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
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
    const messages = { success: PAYMENT_SUCCESS_MESSAGE, failed: PAYMENT_CALLBACK_FAILED_MESSAGE };
    const ask = async (): Promise<CallbackOutcome> => {
      if (!txRef) return callbackOutcome({ error: new ApiError(404, 'not_found', '') }, messages, false);
      const result = await confirmPayment(api, txRef, transactionId || null).then(
        (answer) => ({ answer }),
        (error: unknown) => ({ error }),
      );
      return callbackOutcome(result, messages, isPaymentSuccessful(status));
    };
    // While the payment is being confirmed (or the shop is too busy to say), the shopper reads the
    // pending message and the page keeps asking, more slowly each time.
    void followConfirmation(ask, {
      rounds: CALLBACK_POLL_ROUNDS,
      // Back online: asked again at once (the provider's redirect often lands on a flaky network).
      sleep: (ms) => waitOrOnline(ms).done,
      onWaiting: setOutcome,
    }).then((result) => {
      if (result.forget && txRef) removePendingPayment(txRef);
      // Only the shopper's own, verified payment empties their bag (a link with someone else's
      // reference leaves it alone and shows nothing of that order).
      if (result.clearBag) updateStoredBag(() => emptyBag());
      setOutcome(result);
      const duration = result.sticky ? NOT_RECORDED_TOAST_MS : undefined;
      if (result.tone === 'error') notify.error(result.message, duration, result.advice);
      else notify[result.tone](result.message, duration);
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
            {outcome.advice ? <p className="max-w-md font-medium">{outcome.advice}</p> : null}
            <p className="text-muted text-sm">
              {outcome.waiting
                ? 'Still checking with the payment provider...'
                : 'Taking you to your orders...'}
            </p>
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
