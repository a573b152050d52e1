// /bag: the full-page bag (the drawer's View Bag), rendered in the browser where the bag lives.
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../features/accounts/api/me';
import { BagPage } from '../../features/bag/components/bag-page';
import { useApi } from '../../lib/use-api';

export function Component() {
  const { data: me } = useQuery(meQuery(useApi()));
  return <BagPage signedIn={!!me?.user} />;
}
