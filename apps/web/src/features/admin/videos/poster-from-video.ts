// A poster for an uploaded video the owner gave no picture for: one frame of the file itself, taken
// in the owner's browser before the upload (at 1 s, or the first frame of a shorter clip) and sent as
// the poster picture, so shoppers see a real still of the video without downloading any of it.
const FRAME_AT_SECONDS = 1;
const GIVE_UP_MS = 8000;

const once = (target: HTMLVideoElement, event: 'loadeddata' | 'seeked') =>
  new Promise<void>((resolve, reject) => {
    target.addEventListener(event, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new Error('The video could not be read')), { once: true });
  });

async function frameOf(file: File): Promise<File | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata');
    video.src = url;
    await loaded;
    // A recorded WebM may not know its length (Infinity): its first frame is the poster then.
    if (Number.isFinite(video.duration) && video.duration > 0) {
      const seeked = once(video, 'seeked');
      video.currentTime = Math.min(FRAME_AT_SECONDS, video.duration / 2);
      await seeked;
    }
    if (!video.videoWidth || !video.videoHeight) return null;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    const base = file.name.replace(/\.[^.]*$/, '') || 'video';
    return blob ? new File([blob], `${base}-poster.jpg`, { type: 'image/jpeg' }) : null;
  } finally {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  }
}

/** A JPEG still of the video, or null when this browser cannot decode it (the upload goes on without). */
export function posterFromVideo(file: File): Promise<File | null> {
  return Promise.race([
    frameOf(file).catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), GIVE_UP_MS)),
  ]);
}
