// /vip-collection: the tier-themed header and the exclusive pieces the shopper's tier opens, in the
// catalogue's own cards (a click opens the product dialog). A visitor or a regular customer hears the
// refusal as a toast and is sent home: the page asks the domain's rule first (no request it knows
// will be refused), and the server, which decides, refuses with the same words whatever the page did.
import { vipCollectionAccess } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Container } from '../../../components/ui/container';
import { meQuery } from '../../../lib/me';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { viewerOf } from '../../../lib/viewer';
import type { ProductCard as Product } from '../api/types';
import { isRefusal, vipCollectionQuery } from '../api/vip-collection';
import { ProductCard } from './product-card';
import { VipHeader } from './vip-header';

const ProductDialog = lazy(() => import('./product-dialog'));

export const VIP_COLLECTION_ERROR = 'Failed to load VIP collection';

export default function VipCollectionScreen() {
  const api = useApi();
  const me = useQuery(meQuery(api));
  const access = me.data ? vipCollectionAccess(viewerOf(me.data)) : null;
  const collection = useQuery({ ...vipCollectionQuery(api), enabled: access?.ok === true });
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Product | null>(null);
  const refusal =
    access && !access.ok ? access.error : isRefusal(collection.error) ? collection.error.message : null;
  const failed = me.isError || (collection.isError && refusal === null);

  useEffect(() => {
    if (refusal === null) return;
    notify.error(refusal);
    void navigate('/', { replace: true });
  }, [refusal, navigate]);
  useEffect(() => {
    if (failed) notify.error(VIP_COLLECTION_ERROR);
  }, [failed]);

  if (refusal !== null) return null;
  const products = collection.data?.products ?? [];
  return (
    <Container className="space-y-6 py-6 sm:py-10">
      {collection.data ? (
        <VipHeader tier={collection.data.tier} count={products.length} />
      ) : (
        <div aria-hidden className="h-40 animate-pulse rounded-3xl bg-ink/10 sm:h-52" />
      )}
      {failed ? (
        <p role="alert" className="py-10 text-center text-red-800">
          {VIP_COLLECTION_ERROR}
        </p>
      ) : collection.isPending ? (
        <p role="status" className="text-muted">
          Loading the collection…
        </p>
      ) : products.length === 0 ? (
        <div role="status" className="rounded-3xl border border-dashed border-ink/20 px-6 py-14 text-center">
          <h2 className="text-xl font-bold">No Exclusive Items Yet</h2>
          <p className="mt-2 text-sm text-muted">
            New pieces for members arrive with every drop. Check back soon.
          </p>
        </div>
      ) : (
        <section aria-label="Exclusive pieces">
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
            {products.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < 2} onOpen={setOpened} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Suspense fallback={null}>
        {opened ? <ProductDialog product={opened} onClose={() => setOpened(null)} /> : null}
      </Suspense>
    </Container>
  );
}
