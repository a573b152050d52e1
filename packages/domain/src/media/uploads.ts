export const VIDEO_BUCKET = 'product-videos';
const IMAGE_BUCKET = 'product-images';
type UploadBucket = typeof VIDEO_BUCKET | typeof IMAGE_BUCKET;
const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'webm'];

/** A file name's extension, lower-cased, without the dot ('' when there is none). */
export function fileExtension(filename: string): string {
  if (typeof filename !== 'string') return '';
  const name = filename.split(/[?#]/)[0]?.split(/[/\\]/).pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The storage bucket for an upload: mp4/webm to the videos bucket, everything else to images. */
export function uploadBucketFor(filename: string): UploadBucket {
  return VIDEO_EXTENSIONS.includes(fileExtension(filename)) ? VIDEO_BUCKET : IMAGE_BUCKET;
}

/** 'Failed to upload {filename}: Upload failed: {message}'. */
export function uploadFailedMessage(filename: string, message: string): string {
  return `Failed to upload ${filename}: Upload failed: ${message}`;
}

/** '{n} file(s) uploaded successfully!'. */
export function uploadSucceededMessage(count: number): string {
  return `${count} file(s) uploaded successfully!`;
}
