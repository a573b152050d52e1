// The spec's "Invalid Order" screen: the order link could not be checked or is not this shopper's.
// It says why and offers a way on: the shopper's orders, or back to the shop.
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { INVALID_ORDER_TITLE } from '../api/order-texts';

type Props = { message: string; signedIn: boolean | undefined; onRetry?: () => void };

export function InvalidOrder({ message, signedIn, onRetry }: Props) {
  return (
    <Container className="max-w-xl py-12 text-center sm:py-20">
      <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />
      <h1 className="mt-4 text-3xl font-black tracking-tight">{INVALID_ORDER_TITLE}</h1>
      <p role="alert" className="text-muted mt-3 text-lg">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button variant="primary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <Link
          to={signedIn ? '/orders' : '/guest-orders'}
          className={buttonClasses(onRetry ? 'outline' : 'primary')}
        >
          {signedIn ? 'See my orders' : 'Find my orders'}
        </Link>
        <Link to="/" className={buttonClasses('outline')}>
          Back to the shop
        </Link>
      </div>
    </Container>
  );
}
