// /bundles/{slug}: one bundle, its pieces and what it saves, rendered by the server with its data.
// A bundle the shopper may not see gets the not-found page, with HTTP status 404 from the server.
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft } from 'lucide-react';
import { Link, useLoaderData, useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { bundleQuery } from '../../features/catalogue/api/catalogue-queries';
import { BundleDetails } from '../../features/catalogue/components/bundle-details';
import { NotFoundContent } from '../../features/content/components/not-found-content';
import { useApi } from '../../lib/use-api';
import type { OfferPageData } from '../product-loaders';

export function Component() {
  const loaded = useLoaderData() as OfferPageData | undefined;
  const { slug = '' } = useParams();
  if (loaded && 'notFound' in loaded) return <NotFoundContent />;
  return <BundlePage slug={slug} />;
}

function BundlePage({ slug }: { slug: string }) {
  const { data } = useQuery(bundleQuery(useApi(), slug));
  const bundle = data?.bundle;
  if (!bundle) return null;
  return (
    <Container className="py-4 sm:py-8">
      <Link
        to="/bundles"
        className="text-muted hover:text-ink mb-4 inline-flex min-h-11 items-center gap-1 text-sm underline-offset-4 hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        All bundles
      </Link>
      <BundleDetails key={bundle.id} bundle={bundle} />
    </Container>
  );
}
