// A YouTube video's picture before it plays: YouTube's thumbnails in turn, largest first (a missing
// size comes back as YouTube's 120 px grey stand-in, or fails), then the red 'Video Unavailable'.
import { youtubeThumbnailUrls, youtubeVideoId } from '@shop/domain/rules';
import { useState } from 'react';
import { VideoUnavailable } from './video-unavailable';

/** YouTube's stand-in for a thumbnail size it does not have is 120 px wide; its own 'default' is too. */
export const STAND_IN_WIDTH = 120;

/** The pictures to try for a video: its poster, then YouTube's other sizes. */
export function posterCandidates(url: string, poster: string | null): string[] {
  const id = youtubeVideoId(url);
  const youtube = id ? youtubeThumbnailUrls(id) : [];
  const start = poster ? youtube.indexOf(poster) : -1;
  const rest = start >= 0 ? youtube.slice(start + 1) : youtube;
  return [...(poster ? [poster] : []), ...rest];
}

type Props = {
  url: string;
  poster: string | null;
  /** Where to start in the candidates (the card already tried the first). */
  from?: number;
};

export default function VideoPoster({ url, poster, from = 0 }: Props) {
  const candidates = posterCandidates(url, poster);
  const [index, setIndex] = useState(from);
  const next = () => setIndex((i) => i + 1);
  const src = candidates[index];
  if (!src) return <VideoUnavailable />;
  const last = index === candidates.length - 1;
  return (
    <img
      key={src}
      src={src}
      alt=""
      loading="lazy"
      onError={next}
      onLoad={(e) => {
        if (!last && e.currentTarget.naturalWidth <= STAND_IN_WIDTH) next();
      }}
      className="h-full w-full object-cover opacity-80"
    />
  );
}
