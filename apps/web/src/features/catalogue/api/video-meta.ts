// The head of a video's own page: its title and description, the poster as the preview picture, and
// Open Graph video tags — the file itself for the shop's own videos, the privacy-enhanced embed for
// YouTube — so a shared link previews (and on some apps plays) the video.
import { youtubeEmbedUrl, youtubeVideoId } from '@shop/domain/rules';
import type { RouteMeta } from '../../../lib/route-meta';
import { shortDescription } from './product-meta';

type VideoSource = { title: string; description: string; url: string; poster: string | null };

/** The video's type by its file ending; an address without one is announced as MP4. */
const fileType = (url: string) => (/\.webm(?:[?#]|$)/i.test(url) ? 'video/webm' : 'video/mp4');

export function videoMeta(video: VideoSource): RouteMeta {
  const youtubeId = youtubeVideoId(video.url);
  const embed = youtubeId ? youtubeEmbedUrl(youtubeId) : null;
  return {
    title: video.title,
    description: shortDescription(
      video.description,
      `${video.title}: shop the pieces in this video. Curated thrift fashion delivered in Nairobi.`,
    ),
    ...(video.poster ? { image: video.poster, imageAlt: video.title } : {}),
    ogType: 'video.other',
    video: embed ? { url: embed, type: 'text/html' } : { url: video.url, type: fileType(video.url) },
  };
}
