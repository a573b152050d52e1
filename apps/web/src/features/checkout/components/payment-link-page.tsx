// /checkout?link=…: an M-Pesa payment link the shop sent by SMS or WhatsApp (a sale agreed in a chat, or a
// payment that did not go through). The shopper sees the pieces at today's prices, chooses delivery and
// pays through the normal checkout — the server holds the stock, charges only the link's pieces and
// verifies the payment — then gives the delivery details. The device's own bag is left alone.
import {
  availableDeliveryOptions,
  canSubmitPayment,
  checkPaymentPhone,
  formatKes,
  type DeliveryOption,
} from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AmountRow } from '../../../components/ui/amount-row';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useDeliverySettings } from '../../../lib/shop-settings';
import { OfflineNote } from '../../../components/ui/offline-note';
import { ApiError } from '../../../lib/api-client';
import { ensureGuestId } from '../../../lib/guest-id';
import { useApi } from '../../../lib/use-api';
import { useMinuteClock } from '../../../lib/use-minute-clock';
import { useOnline } from '../../../lib/use-online';
import { fetchCheckoutQuote, fetchPaymentLink, type PaymentLinkView } from '../api/checkout-api';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { usePaymentChoice } from '../hooks/use-payment-choice';
import { DeliveryChoice } from './delivery-choice';
import { PayButtonContent, WaitingForConfirmation } from './pay-status';
import { PaymentFields } from './payment-fields';

const SandboxPaymentSheet = lazy(() => import('./sandbox-payment-sheet'));

type OpenLink = Extract<PaymentLinkView, { status: 'open' }>;

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-lg px-4 py-12 text-center">{children}</div>;
}

function ClosedLink({ title, message }: { title: string; message: string }) {
  return (
    <Centered>
      <h1 className="text-2xl font-black">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <Link to="/" className={`${buttonClasses('outline')} mt-6`}>
        Continue shopping
      </Link>
    </Centered>
  );
}

function PayForm({ token, link, signedIn }: { token: string; link: OpenLink; signedIn: boolean }) {
  const api = useApi();
  const now = useMinuteClock();
  // The owner's fees as the page has them, for the options shown; the server's quote charges.
  const delivery = useDeliverySettings();
  const online = useOnline();
  const [deliveryOption, setDeliveryOption] = useState<DeliveryOption>('standard');
  // The number the shop sent the link to, as the shopper would type it (0712…).
  const { method, phone, setPhoneError, fields } = usePaymentChoice(
    link.phone.replace(/^\+254\s?/, '0').replace(/\s/g, ''),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = useMemo(
    () => (now === null ? [] : availableDeliveryOptions(link.subtotal, now, delivery)),
    [link.subtotal, now, delivery],
  );
  // Same-day closes at the owner's cut-off while the page is open: a choice made before then falls back.
  const option: DeliveryOption =
    options.length > 0 && !options.some((o) => o.option === deliveryOption) ? 'standard' : deliveryOption;
  const request = {
    bag: link.lines,
    discount_code: link.discount_code,
    delivery_option: option,
    payment_link: token,
  };
  const quote = useQuery({
    queryKey: ['payment-link', token, 'quote', option],
    queryFn: () => fetchCheckoutQuote(api, request),
    enabled: link.problems.length === 0,
    retry: false,
  });

  const onRefused = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && (error.code === 'invalid_phone' || error.code === 'phone_required')) {
        setPhoneError(error.message);
        return true;
      }
      setRefusal(error instanceof Error ? error.message : String(error));
      return true;
    },
    [setPhoneError],
  );
  const payment = useCheckoutPayment({ onRefused, keepsBag: true });
  const guest = !signedIn;
  const blocked = link.problems.length > 0 || !quote.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || !online || !canSubmitPayment(payment.busy, method, phone)) return;
    const check = checkPaymentPhone(method, phone, guest);
    if (!check.ok) return setPhoneError(check.error);
    if (guest) ensureGuestId();
    setRefusal(null);
    void payment.pay({ ...request, payment_method: method, phone: check.phone });
  };

  const error = refusal ?? (quote.error instanceof Error ? quote.error.message : null);
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={payment.busy}
      className="space-y-5"
      data-testid="payment-link-form"
    >
      <ul
        className="divide-y divide-ink/10 rounded-2xl border border-ink/10 bg-white"
        aria-label="Your pieces"
      >
        {link.pieces.map((piece) => (
          <li key={piece.key} className="flex items-center gap-3 p-3">
            {piece.image ? (
              <img
                src={piece.image}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg object-cover"
              />
            ) : null}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold break-words">{piece.name}</p>
              <p className="text-muted">
                {piece.size ? `Size ${piece.size} · ` : ''}Qty {piece.quantity}
              </p>
            </div>
            <p className="text-sm font-semibold tabular-nums">
              {formatKes(piece.unit_price * piece.quantity)}
            </p>
          </li>
        ))}
      </ul>
      {link.problems.length > 0 ? (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900">
          <ul className="list-disc pl-4">
            {link.problems.map((problem) => (
              <li key={problem}>{problem.replace(/ and was removed from your bag$/, '')}</li>
            ))}
          </ul>
          <p className="mt-1 font-semibold">
            This link cannot be paid as it is. Please ask the shop for a new one.
          </p>
        </div>
      ) : null}
      <DeliveryChoice options={options} value={option} onChange={setDeliveryOption} disabled={payment.busy} />
      <dl className="space-y-1 text-sm" aria-busy={!quote.data} data-testid="payment-link-totals">
        <AmountRow label="Subtotal" testId="link-subtotal">
          {formatKes(quote.data?.subtotal ?? link.subtotal)}
        </AmountRow>
        {quote.data && quote.data.discount > 0 ? (
          <AmountRow label={`Discount (${quote.data.discountCode ?? ''})`} testId="link-discount">
            −{formatKes(quote.data.discount)}
          </AmountRow>
        ) : null}
        <AmountRow label="Delivery" testId="link-delivery">
          {quote.data ? (quote.data.deliveryFee === 0 ? 'Free' : formatKes(quote.data.deliveryFee)) : '…'}
        </AmountRow>
        <AmountRow label="Total" total testId="link-total">
          {quote.data ? formatKes(quote.data.total) : '…'}
        </AmountRow>
      </dl>
      <PaymentFields {...fields} guest={guest} disabled={payment.busy} />
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      {payment.phase === 'waiting' ? <WaitingForConfirmation /> : null}
      {online ? null : <OfflineNote />}
      <Button
        type="submit"
        className="w-full"
        disabled={blocked || !online || !canSubmitPayment(payment.busy, method, phone)}
      >
        <PayButtonContent busy={payment.busy} total={quote.data ? formatKes(quote.data.total) : null} />
      </Button>
      {payment.sheet ? (
        <Suspense fallback={null}>
          <SandboxPaymentSheet settings={payment.sheet} onReport={payment.report} onClose={payment.closed} />
        </Suspense>
      ) : null}
    </form>
  );
}

export function PaymentLinkPage({ token, signedIn }: { token: string; signedIn: boolean }) {
  const api = useApi();
  const link = useQuery({
    queryKey: ['payment-link', token],
    queryFn: () => fetchPaymentLink(api, token),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 60_000,
  });
  if (link.isPending)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-24 text-sm">
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        Loading your payment link...
      </p>
    );
  if (link.isError) return <ClosedLink title="Payment link not found" message={link.error.message} />;
  const view = link.data;
  if (view.status !== 'open')
    return (
      <ClosedLink
        title={view.status === 'paid' ? 'Already paid' : 'Link closed'}
        message={view.message ?? ''}
      />
    );
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-black">Pay for your order</h1>
      <p className="mt-1 text-sm text-muted">
        {view.first_name ? `Hi ${view.first_name}, here` : 'Here'} are the pieces from your chat with the
        shop. Choose delivery and pay with M-Pesa; you give the delivery address after paying.
      </p>
      <div className="mt-5">
        <PayForm token={token} link={view as OpenLink} signedIn={signedIn} />
      </div>
    </div>
  );
}
