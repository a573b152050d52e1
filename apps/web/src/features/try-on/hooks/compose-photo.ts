// The saved try-on: the shopper's photo with the product's picture drawn where it showed, on a canvas
// made here in the browser. Nothing leaves the device unless the shopper shares the file themselves.
import { overlayPlacement, savedSize, type Overlay } from './overlay-transform';

export const SAVE_FAILED = 'The picture could not be saved in this browser.';

export function composeTryOn(
  photo: HTMLImageElement,
  picture: HTMLImageElement,
  overlay: Overlay,
): Promise<Blob> {
  const size = savedSize({ width: photo.naturalWidth, height: photo.naturalHeight });
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error(SAVE_FAILED));
  ctx.drawImage(photo, 0, 0, size.width, size.height);
  const place = overlayPlacement(overlay, size, {
    width: picture.naturalWidth,
    height: picture.naturalHeight,
  });
  ctx.save();
  ctx.globalAlpha = place.opacity;
  ctx.translate(place.cx, place.cy);
  ctx.rotate(place.radians);
  ctx.drawImage(picture, -place.width / 2, -place.height / 2, place.width, place.height);
  ctx.restore();
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(SAVE_FAILED))), 'image/png');
    } catch {
      // A picture from another site without CORS leaves the canvas unreadable.
      reject(new Error(SAVE_FAILED));
    }
  });
}

/** Hands the file to the browser's download (a link click, the way a save button works everywhere). */
export function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Whether this browser can share a PNG through the system's share sheet (Web Share with files). */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([''], 'try-on.png', { type: 'image/png' })] });
}
