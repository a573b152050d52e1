// What a shop video's address is (spec §5 "Video URLs"): a file the owner uploaded (kept by the server
// under /uploads/videos), a YouTube link in one of its forms, or something the shop refuses to play.
import { youtubeEmbedUrl, youtubeThumbnailUrls, youtubeVideoId } from '../media/youtube';

/** The address the server gives an uploaded MP4 or WebM: a random key, never the owner's file name. */
export const UPLOADED_VIDEO_URL = /^\/uploads\/videos\/[A-Za-z0-9_-]+\.(?:mp4|webm)$/;

export type VideoSource =
  | { kind: 'upload'; url: string }
  | { kind: 'youtube'; id: string; embedUrl: string; thumbnails: string[] }
  | { kind: 'refused' };

export function classifyVideoUrl(url: string): VideoSource {
  if (typeof url !== 'string') return { kind: 'refused' };
  const trimmed = url.trim();
  if (UPLOADED_VIDEO_URL.test(trimmed)) return { kind: 'upload', url: trimmed };
  const id = youtubeVideoId(trimmed);
  if (id)
    return { kind: 'youtube', id, embedUrl: youtubeEmbedUrl(id)!, thumbnails: youtubeThumbnailUrls(id) };
  return { kind: 'refused' };
}

/** Whether the shop can play this address (an uploaded file or a YouTube link). */
export const isPlayableVideoUrl = (url: string) => classifyVideoUrl(url).kind !== 'refused';
