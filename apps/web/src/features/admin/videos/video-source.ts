// What the owner's list says about a video's source, and the picture it shows for it: its own poster,
// else YouTube's first thumbnail; an uploaded file without a poster shows its first frame instead.
import { classifyVideoUrl } from '@shop/domain/rules';

export function videoSource(video: { url: string; thumbnail_url: string | null }) {
  const source = classifyVideoUrl(video.url);
  const poster = video.thumbnail_url ?? (source.kind === 'youtube' ? (source.thumbnails[2] ?? null) : null);
  const label = source.kind === 'youtube' ? 'YouTube' : source.kind === 'upload' ? 'Uploaded file' : 'Link';
  return { kind: source.kind, poster, label };
}
