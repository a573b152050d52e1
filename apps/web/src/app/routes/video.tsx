// /videos/{id}: a shop video's own page, rendered by the server with its data and Open Graph video
// tags (so a shared link previews the video), then hydrated. An unknown id gets the not-found page,
// with HTTP status 404 from the server.
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useParams } from 'react-router';
import { Container } from '../../components/ui/container';
import { videoQuery } from '../../features/catalogue/api/catalogue-queries';
import { VideoPage } from '../../features/catalogue/components/video-page';
import { NotFoundContent } from '../../features/content/components/not-found-content';
import { useApi } from '../../lib/use-api';
import type { OfferPageData } from '../product-loaders';

export function Component() {
  const loaded = useLoaderData() as OfferPageData | undefined;
  const { id = '' } = useParams();
  const { data } = useQuery({ ...videoQuery(useApi(), id), enabled: !(loaded && 'notFound' in loaded) });
  if (loaded && 'notFound' in loaded) return <NotFoundContent />;
  // The loader has the video in the cache before this renders.
  if (!data) return null;
  return (
    <Container className="py-4 sm:py-8">
      <VideoPage key={data.video.id} video={data.video} />
    </Container>
  );
}
