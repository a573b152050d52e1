// The owner's logo is a picture the admin upload already stored (WebP/AVIF at the shop's widths);
// saving it measures its small copy so every page and mail can give it its box before it loads, and
// refuses an address whose files are not on this server.
import { join } from 'node:path';
import { logoSource } from '@shop/domain/rules';
import sharp from 'sharp';
import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../lib/errors';

const NOT_STORED = 'This logo is not among the pictures uploaded to the shop. Please upload it again.';

/** The width and height of the logo's 320 px WebP copy; a 400 on `logo` when it cannot be read. */
export async function measureLogo(
  deps: Pick<AppDeps, 'config'>,
  logo: string,
): Promise<{ logo_width: number; logo_height: number }> {
  // The address passed isUploadedLogo: /uploads/images/<key>-1024w.webp, no folder climbing.
  const file = join(deps.config.DATA_DIR, logoSource(logo).replace(/^\//, ''));
  try {
    const { width, height } = await sharp(file).metadata();
    if (width && height) return { logo_width: width, logo_height: height };
  } catch {
    // A missing or unreadable file is the owner's to fix, not a server error.
  }
  throw invalidInput('logo', NOT_STORED);
}
