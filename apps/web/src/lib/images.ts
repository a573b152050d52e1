// Pictures are stored once per width (320, 640, 1024) at upload or seed time; the stored URL is the
// 1024 px one. The srcset is derived from that name, so no picture is ever resized per request.
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
const LARGEST = /-1024w\.webp$/;

/** The srcset for one of the shop's own pictures, or undefined for an outside URL. */
export function srcSetFor(url: string): string | undefined {
  if (!LARGEST.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(LARGEST, `-${w}w.webp`)} ${w}w`).join(', ');
}
