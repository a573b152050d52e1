// /bundles: every bundle on sale, rendered by the server with its data.
import { useQuery } from '@tanstack/react-query';
import { Container } from '../../components/ui/container';
import { bundlesQuery } from '../../features/catalogue/api/catalogue-queries';
import { BundleList } from '../../features/catalogue/components/bundle-list';
import { useApi } from '../../lib/use-api';

export function Component() {
  const { data } = useQuery(bundlesQuery(useApi()));
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Bundles</h1>
      <p className="text-muted mt-2 mb-6 max-w-xl">
        Outfits put together piece by piece, for less than buying each one on its own.
      </p>
      <BundleList bundles={data?.bundles ?? []} />
    </Container>
  );
}
