// The video card's words (spec §8).
export const PRODUCT_TAGGED_MESSAGE = 'Product tagged successfully!';
export const TAG_FAILED_MESSAGE = 'Failed to tag product';
export const VIDEO_UNAVAILABLE_MESSAGE = 'Video Unavailable';
export const VIDEOS_LOAD_FAILED_MESSAGE = 'Error loading videos';
export const NO_VIDEOS_MESSAGE = 'No videos uploaded yet';
export const SHARE_VIDEO_FAILED_MESSAGE = 'Failed to share video';
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';
export const COPY_LINK_FAILED_MESSAGE = 'Failed to copy link';
