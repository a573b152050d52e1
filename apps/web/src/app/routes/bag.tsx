// /bag: the full-page bag (the drawer's View Bag), rendered in the browser where the bag lives.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BagPage } from '../../features/bag/components/bag-page';
import { meQuery } from '../../lib/me';
import { useApi } from '../../lib/use-api';
import { useCheckoutStart } from '../shell/checkout-start';

export function Component() {
  const navigate = useNavigate();
  const { data: me } = useQuery(meQuery(useApi()));
  const checkout = useCheckoutStart(!!me?.user, () => void navigate('/checkout'));
  return (
    <>
      <BagPage onCheckout={checkout.start} />
      {checkout.dialog}
    </>
  );
}
