// The creator's uploads with their review status, views and bag adds.
import type { CreatorDashboard } from '../api/creators-api';

const LABELS = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Not approved' } as const;
const TONES = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

export function CreatorVideos({ videos }: { videos: CreatorDashboard['videos'] }) {
  return (
    <section aria-labelledby="creator-videos" className="mt-8">
      <h2 id="creator-videos" className="text-lg font-bold">
        Your videos
      </h2>
      {videos.length === 0 ? (
        <p className="text-muted mt-2 text-sm">No videos yet. Upload your first one below.</p>
      ) : (
        <ul
          className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="creator-video-list"
        >
          {videos.map((v) => (
            <li key={v.id} className="rounded-2xl border border-ink/10 bg-white p-4">
              <p className="font-semibold">{v.title}</p>
              <span
                className={`mt-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[v.review_status]}`}
              >
                {LABELS[v.review_status]}
              </span>
              {v.review_note ? <p className="text-muted mt-1 text-xs">Note: {v.review_note}</p> : null}
              <p className="text-muted mt-2 text-sm">
                {v.views} views · {v.bag_adds} bag adds
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
