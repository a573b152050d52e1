// /wishlist: the saved pieces, rendered in the browser where the device list lives.
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../lib/me';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page';
import { useApi } from '../../lib/use-api';

export function Component() {
  const { data: me } = useQuery(meQuery(useApi()));
  return <WishlistPage signedIn={me ? me.user != null : undefined} />;
}
