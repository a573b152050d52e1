// A product's pictures and video as the form keeps them: a list of addresses in the shop's order (the
// first is the cover), moved by dragging or by the Move buttons, and checked the way the server checks
// them (our own uploads or a web address; never javascript:, data: or a path out of /uploads).
import { youtubeVideoId } from '@shop/domain/rules';

export const MAX_IMAGES = 20;

const OWN_FILE = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** What is wrong with a picture or video address (trimmed), in the server's words; null when fine. */
export function mediaProblem(value: string): string | null {
  if (value === '') return 'Please give an address';
  if (value.length > 2000) return 'An address has at most 2000 characters';
  if (!OWN_FILE.test(value) && !isWebAddress(value))
    return 'must be an uploaded file (/uploads/…) or a web address (https://…)';
  return null;
}

/** The list with the item at `from` moved to `to` (both clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** New pictures appended after the ones there (a picture already in the list is not added twice). */
export function addImages(
  images: readonly string[],
  added: readonly string[],
): { images: string[]; skipped: number } {
  const next = [...images];
  let skipped = 0;
  for (const url of added) {
    if (next.includes(url)) continue;
    if (next.length >= MAX_IMAGES) skipped++;
    else next.push(url);
  }
  return { images: next, skipped };
}

export type VideoPreview = { kind: 'youtube'; id: string } | { kind: 'file'; src: string } | null;

/** How the form can show a video address: YouTube by its id, a file in a <video>; nothing to show. */
export function videoPreview(url: string): VideoPreview {
  const value = url.trim();
  if (!value || mediaProblem(value)) return null;
  const id = youtubeVideoId(value);
  return id ? { kind: 'youtube', id } : { kind: 'file', src: value };
}
