// The player behind a video card, loaded on play: a YouTube embed (privacy-friendly host) or the
// shop's own file; muted at first; 'Video Unavailable' when it cannot play.
import { youtubeEmbedUrl, youtubeVideoId } from '@shop/domain/rules';
import { useState } from 'react';

export default function VideoPlayer({
  url,
  title,
  poster,
}: {
  url: string;
  title: string;
  poster: string | null;
}) {
  const [failed, setFailed] = useState(false);
  const youtubeId = youtubeVideoId(url);
  const embed = youtubeId ? youtubeEmbedUrl(youtubeId) : null;
  if (failed) {
    return (
      <p className="flex h-full items-center justify-center bg-red-700 p-4 text-center font-semibold">
        Video Unavailable
      </p>
    );
  }
  if (embed) {
    return (
      <iframe
        src={`${embed}?autoplay=1&mute=1&playsinline=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        className="h-full w-full"
      />
    );
  }
  return (
    <video
      src={url}
      poster={poster ?? undefined}
      autoPlay
      muted
      playsInline
      controls
      onError={() => setFailed(true)}
      className="h-full w-full object-cover"
    />
  );
}
