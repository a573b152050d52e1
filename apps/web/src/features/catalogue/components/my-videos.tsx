// The profile's My Videos section: a spinner while loading, 'No videos uploaded yet' when there are
// none, 'Error loading videos' when the list could not be read, else the user's videos as cards
// (1 column on a phone, 2 on a tablet, 3 on a laptop). Each says where the owner's review stands (an
// upload shows in the shop only once approved); a switched-off video says so.
import { NO_VIDEOS_MESSAGE, VIDEOS_LOAD_FAILED_MESSAGE } from '@shop/domain/texts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useApi } from '../../../lib/use-api';
import { myVideosQuery } from '../api/my-videos';
import { VideoCard } from './video-card';

const REVIEW_LABELS = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Not approved',
} as const;
const REVIEW_TONES = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

export default function MyVideos() {
  const headingId = useId();
  const list = useQuery(myVideosQuery(useApi()));
  let body;
  if (list.isPending) {
    body = (
      <p role="status" className="text-muted flex items-center gap-2 py-6 text-sm">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
        Loading your videos…
      </p>
    );
  } else if (list.isError) {
    body = (
      <p role="alert" className="py-6 text-sm text-red-700">
        {VIDEOS_LOAD_FAILED_MESSAGE}
      </p>
    );
  } else if (list.data.videos.length === 0) {
    body = (
      <p role="status" className="text-muted py-6 text-sm">
        {NO_VIDEOS_MESSAGE}
      </p>
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.videos.map((video) => (
          <li key={video.id} className="relative">
            <VideoCard video={video} />
            <span className="absolute top-2 left-2 flex gap-1">
              <span
                data-testid="video-review-status"
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${REVIEW_TONES[video.review_status]}`}
              >
                {REVIEW_LABELS[video.review_status]}
              </span>
              {video.active ? null : (
                <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-neutral-900">
                  Inactive
                </span>
              )}
            </span>
            {video.review_status === 'rejected' && video.review_note ? (
              <p className="text-muted mt-1 text-xs">Note from the shop: {video.review_note}</p>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="border-ink/10 rounded-2xl border bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        My Videos
      </h2>
      {body}
    </section>
  );
}
