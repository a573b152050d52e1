// The shop stores every picture once per width, at upload or seed time, as `<name>-<width>w.webp`, and
// keeps the largest one's address. Everything else (the srcset, a smaller copy) follows from the name.

/** The widths every stored picture exists in, smallest first. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width whose address the database keeps. */
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1024;

const STORED = /-1024w\.webp$/;

/** The file name of one width of a stored picture: `<key>-<width>w.webp`. */
export function imageVariantName(key: string, width: ImageWidth): string {
  return `${key}-${width}w.webp`;
}

/** The address of a picture at another width, or the address itself when it is not one of ours. */
export function imageVariantUrl(url: string, width: ImageWidth): string {
  return typeof url === 'string' && STORED.test(url) ? url.replace(STORED, `-${width}w.webp`) : url;
}

/** The srcset for one of the shop's own pictures, or undefined for an outside address. */
export function imageSrcSet(url: string): string | undefined {
  if (typeof url !== 'string' || !STORED.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w)} ${w}w`).join(', ');
}
