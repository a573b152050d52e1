// The video card's words, as the spec quotes them (§8). Replace with @shop/domain/texts after merge
// (the owner's videos branch adds the same constants there).
export const VIDEO_UNAVAILABLE_MESSAGE = 'Video Unavailable';
export const SHARE_VIDEO_FAILED_MESSAGE = 'Failed to share video';
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';
export const COPY_LINK_FAILED_MESSAGE = 'Failed to copy link';
