// /guest-orders: a guest finds their orders with the phone number they paid with. The lookup needs
// this device's guest id too (the server checks both); a device without one is told so.
import { isValidKenyanPhone } from '@shop/domain/rules';
import {
  GUEST_LOOKUP_FAILED_MESSAGE,
  GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
} from '@shop/domain/texts';
import { PackageSearch } from 'lucide-react';
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ApiError } from '../../../lib/api-client';
import { storedGuestId } from '../../../lib/guest-id';
import { useApi } from '../../../lib/use-api';
import { NO_GUEST_ORDERS_MESSAGE, NO_GUEST_PROFILE_MESSAGE } from '../api/order-texts';
import { lookupGuestOrders, type GuestOrder } from '../api/orders-api';
import { GuestOrdersList } from './guest-orders-list';
import { PhoneField } from '../../../components/ui/field';

const noSubscription = () => () => undefined;

/** The device's guest id; undefined until the page runs in the browser. */
const useGuestId = () =>
  useSyncExternalStore(noSubscription, storedGuestId, () => undefined as string | null | undefined);

function LookupForm() {
  const api = useApi();
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // Plain state rather than react-query's mutations: those would join every page's first download
  // through the shared framework chunk.
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<GuestOrder[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const refuse = (message: string) => {
    setFieldError(message);
    input.current?.focus();
  };

  const search = async (number: string) => {
    setSearching(true);
    setFailure(null);
    try {
      setFound(await lookupGuestOrders(api, number));
    } catch (error) {
      setFound(null);
      if (error instanceof ApiError && error.status === 400) refuse(error.message);
      // Too many tries says so (and to wait); anything else is the spec's general message.
      else
        setFailure(
          error instanceof ApiError && error.status === 429 ? error.message : GUEST_LOOKUP_FAILED_MESSAGE,
        );
    } finally {
      setSearching(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    const number = phone.trim();
    const problem = !number
      ? GUEST_LOOKUP_PHONE_REQUIRED_MESSAGE
      : isValidKenyanPhone(number)
        ? undefined
        : PHONE_INVALID_MESSAGE;
    if (problem) return refuse(problem);
    setFieldError(undefined);
    void search(number);
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
        <PhoneField
          ref={input}
          className="flex-1"
          maxLength={40}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setFieldError(undefined);
          }}
          hint="The M-Pesa number you paid with."
          error={fieldError}
        />
        <Button type="submit" className="sm:mt-7" disabled={searching} aria-busy={searching}>
          {searching ? 'Searching...' : 'Find My Orders'}
        </Button>
      </form>
      <div aria-live="polite" className="mt-6">
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {failure}
          </p>
        ) : found?.length === 0 ? (
          <p className="bg-paper border-ink/10 rounded-xl border p-4">{NO_GUEST_ORDERS_MESSAGE}</p>
        ) : found ? (
          <>
            <h2 className="text-xl font-bold">{found.length === 1 ? '1 order' : `${found.length} orders`}</h2>
            <GuestOrdersList orders={found} />
          </>
        ) : null}
      </div>
    </>
  );
}

export function GuestOrdersPage() {
  const guestId = useGuestId();
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">My Orders</h1>
      <p className="text-muted mt-2">
        Bought as a guest? Find your orders with the phone number you paid with.{' '}
        <Link to="/login" className="text-ink font-semibold underline">
          Sign in
        </Link>{' '}
        to keep them on an account.
      </p>
      {guestId === undefined ? null : guestId === null ? (
        <div role="status" className="mt-8 rounded-2xl border border-ink/10 bg-white p-6 text-center">
          <PackageSearch aria-hidden="true" className="text-muted mx-auto size-10" />
          <p className="mt-3">{NO_GUEST_PROFILE_MESSAGE}</p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-5')}>
            Start shopping
          </Link>
        </div>
      ) : (
        <LookupForm />
      )}
    </Container>
  );
}
