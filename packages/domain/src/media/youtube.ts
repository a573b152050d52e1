const YOUTUBE_URL =
  /^(?:https?:\/\/)?(?:(?:www|m)\.)?(youtube\.com|youtube-nocookie\.com|youtu\.be)(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PATH_FORMS = /^\/(?:shorts|embed|live|v)\/([^/]+)\/?$/;

function queryParam(query: string | undefined, name: string): string | null {
  for (const pair of (query ?? '').split('&')) {
    const [key, value] = pair.split('=');
    if (key === name && value !== undefined) return value;
  }
  return null;
}

function validId(candidate: string | null | undefined): string | null {
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** The YouTube video id in a watch, shorts, youtu.be or embed link (www/m and extra parameters allowed), or null. */
export function youtubeVideoId(url: string): string | null {
  if (typeof url !== 'string') return null;
  const match = YOUTUBE_URL.exec(url.trim());
  if (!match) return null;
  const [, host = '', path = '', query] = match;
  if (host.toLowerCase() === 'youtu.be') return validId(path.slice(1).replace(/\/$/, ''));
  if (path === '/watch' || path === '/watch/') return validId(queryParam(query, 'v'));
  return validId(PATH_FORMS.exec(path)?.[1]);
}

/** Whether a link plays as a YouTube video rather than a file. */
export function isYoutubeUrl(url: string): boolean {
  return youtubeVideoId(url) !== null;
}

/** Thumbnails to try in turn, largest first; after the last one fails the card shows 'Video Unavailable'. */
export function youtubeThumbnailUrls(videoId: string): string[] {
  if (!VIDEO_ID.test(videoId)) return [];
  return ['maxresdefault', 'sddefault', 'hqdefault', 'mqdefault', 'default'].map(
    (size) => `https://i.ytimg.com/vi/${videoId}/${size}.jpg`,
  );
}

/** The privacy-friendly embed address for a video id. */
export function youtubeEmbedUrl(videoId: string): string | null {
  return VIDEO_ID.test(videoId) ? `https://www.youtube-nocookie.com/embed/${videoId}` : null;
}
