// The owner's logo is a picture the admin upload already stored (WebP/AVIF at the shop's widths, on
// disk or in the bucket); saving it measures its small copy so every page and mail can give it its
// box before it loads, and refuses an address whose files the shop does not have.
import { logoSource } from '@shop/domain/rules';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../lib/errors';
import { fileStoreFor } from '../../lib/file-store';

const NOT_STORED = 'This logo is not among the pictures uploaded to the shop. Please upload it again.';
// The 320 px WebP of a logo is a few KB; anything far bigger is not one of the shop's copies.
const MAX_SMALL_COPY_BYTES = 2 * 1024 * 1024;

/** The width and height of the logo's 320 px WebP copy; a 400 on `logo` when it cannot be read. */
export async function measureLogo(
  deps: Pick<AppDeps, 'config'>,
  logo: string,
): Promise<{ logo_width: number; logo_height: number }> {
  // The address passed isUploadedLogo: /uploads/images/<key>-1024w.webp, so the key is images/….
  const key = logoSource(logo).replace(/^\/uploads\//, '');
  try {
    const file = await fileStoreFor(deps.config).get(key);
    if (file && file.info.length <= MAX_SMALL_COPY_BYTES) {
      const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
      const { width, height } = await sharp(bytes).metadata();
      if (width && height) return { logo_width: width, logo_height: height };
    }
  } catch {
    // A missing or unreadable file is the owner's to fix, not a server error.
  }
  throw invalidInput('logo', NOT_STORED);
}
