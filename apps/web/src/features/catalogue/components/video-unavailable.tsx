// The red placeholder of a video that cannot play (a file that fails, YouTube thumbnails all gone).
import { VIDEO_UNAVAILABLE_MESSAGE } from '@shop/domain/texts';

export function VideoUnavailable() {
  return (
    <p
      role="status"
      className="flex h-full w-full items-center justify-center bg-red-700 p-4 text-center font-semibold text-white"
    >
      {VIDEO_UNAVAILABLE_MESSAGE}
    </p>
  );
}
