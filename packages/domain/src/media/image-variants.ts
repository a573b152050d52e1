// The shop stores every picture once per width and format, at upload or seed time, as
// `<name>-<width>w.webp` and `<name>-<width>w.avif`, and keeps the largest WebP's address. Everything
// else (the srcsets, a smaller copy, the AVIF sibling) follows from the name.
import { imageSource, IMAGE_PROXY_PATH } from './images';

/** The widths every stored picture exists in, smallest first. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** The width whose address the database keeps. */
export const LARGEST_IMAGE_WIDTH: ImageWidth = 1024;

/** The formats every stored picture exists in; WebP is the one every browser we serve can show. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const STORED = /-1024w\.webp$/;
// Only files the shop wrote itself have siblings; an outside address that happens to end the same
// way does not.
const OWN_STORED = /^\/uploads\/[^?#]+-1024w\.webp$/;

/** The file name of one width of a stored picture: `<key>-<width>w.<format>`. */
export function imageVariantName(key: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  return `${key}-${width}w.${format}`;
}

/** The address of a picture at another width (and format), or the address itself when it is not one of ours. */
export function imageVariantUrl(url: string, width: ImageWidth, format: ImageFormat = 'webp'): string {
  return typeof url === 'string' && STORED.test(url) ? url.replace(STORED, `-${width}w.${format}`) : url;
}

/** The srcset for one of the shop's own pictures, or undefined for an outside address. */
export function imageSrcSet(url: string, format: ImageFormat = 'webp'): string | undefined {
  if (typeof url !== 'string' || !STORED.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageVariantUrl(url, w, format)} ${w}w`).join(', ');
}

/** Is this the stored address of a picture the shop rendered itself (under /uploads/, every width and format)? */
export function isStoredPicture(url: string): boolean {
  return typeof url === 'string' && OWN_STORED.test(url.trim());
}

/** What a `<picture>` needs: an AVIF and a WebP srcset for our own pictures, and the address to fall back to. */
type ImageSources = { avif: string | null; webp: string | null; fallback: string };

/**
 * The sources for a stored picture address. The shop's own pictures get both srcsets; an outside
 * picture has no variants and loads directly from a known image host, or through the image proxy.
 * `siteHost` may be '' when the caller cannot know it (server rendering): then every absolute
 * address that is not on a known host goes through the proxy.
 */
export function imageSources(url: string, siteHost = '', knownHosts?: readonly string[]): ImageSources {
  const address = typeof url === 'string' ? url.trim() : '';
  if (isStoredPicture(address)) {
    return {
      avif: imageSrcSet(address, 'avif') ?? null,
      webp: imageSrcSet(address, 'webp') ?? null,
      fallback: address,
    };
  }
  return { avif: null, webp: null, fallback: imageSource(address, siteHost, IMAGE_PROXY_PATH, knownHosts) };
}
