export const VIDEO_TAG_WINDOW_SECONDS = 5;
/** Metadata assumes a 30-second video when the real length is unknown. */
export const VIDEO_ASSUMED_DURATION_SECONDS = 30;
export const VIDEO_UNAVAILABLE_TEXT = 'Video Unavailable';
export const PRODUCT_TAGGED_MESSAGE = 'Product tagged successfully!';
export const PRODUCT_TAG_FAILED_MESSAGE = 'Failed to tag product';
export const VIDEO_SHARE_FAILED_MESSAGE = 'Failed to share video';
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';
export const LINK_COPY_FAILED_MESSAGE = 'Failed to copy link';

export interface TagWindow {
  show_at: number;
  hide_at: number;
}

/** A new tag shows from the moment it was placed and hides 5 seconds later. */
export function tagWindow(showAt: number): TagWindow {
  const start = Number.isFinite(showAt) ? Math.max(0, showAt) : 0;
  return { show_at: start, hide_at: start + VIDEO_TAG_WINDOW_SECONDS };
}

/** A pin shows only between show_at (inclusive) and hide_at (exclusive). */
export function isTagVisible(tag: TagWindow, currentTime: number): boolean {
  return currentTime >= tag.show_at && currentTime < tag.hide_at;
}

/** Where a click on the video lands, as percentages of its width and height (kept within 0–100). */
export function tagPosition(
  click: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): { position_x: number; position_y: number } {
  const percent = (offset: number, size: number) =>
    size > 0 && Number.isFinite(offset) ? Math.min(100, Math.max(0, (offset / size) * 100)) : 0;
  return {
    position_x: percent(click.x - box.left, box.width),
    position_y: percent(click.y - box.top, box.height),
  };
}
