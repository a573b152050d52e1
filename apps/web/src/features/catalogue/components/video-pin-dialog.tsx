// The product popup a pin opens (fetched on the first tap): the product dialog the grid uses — price,
// size picker, Add to Bag, the heart — fed with the product's full detail (sizes and stock come from
// the server). For the shop's admins it also links to the product in the admin area.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { meQuery } from '../../../lib/me';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { productQuery } from '../api/catalogue-queries';
import ProductDialog from './product-dialog';

type Props = {
  slug: string;
  /** Once the product is there to show (the pin stops saying it is busy). */
  onShown: () => void;
  onAdded: () => void;
  onClose: () => void;
};

export default function VideoPinDialog({ slug, onShown, onAdded, onClose }: Props) {
  const api = useApi();
  const detail = useQuery(productQuery(api, slug));
  const me = useQuery(meQuery(api));
  const product = detail.data?.product;
  const failed = detail.error?.message;

  useEffect(() => {
    if (product) onShown();
    // Told once, when the product arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product?.id]);

  useEffect(() => {
    if (!failed) return;
    notify.error(failed);
    onClose();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  if (!product) return null;
  return (
    <ProductDialog
      product={product}
      onClose={onClose}
      onAdded={onAdded}
      footer={
        me.data?.isAdmin ? (
          <Link
            to={`/admin/products?id=${encodeURIComponent(product.id)}`}
            className="mt-2 ml-6 inline-flex min-h-11 items-center text-sm font-semibold underline underline-offset-4"
          >
            Manage this product
          </Link>
        ) : null
      }
    />
  );
}
