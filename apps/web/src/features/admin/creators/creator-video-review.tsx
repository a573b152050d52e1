// A creator's uploads: play one, approve it for the shop or turn it down with a note.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { CREATORS_KEY, reviewVideo, type CreatorDetail } from '../api/creators-api';
import { Badge } from '../components/status-badges';
import { useAction } from '../hooks/use-action';

type Video = CreatorDetail['videos'][number];
const COLOUR = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

function VideoRow({ video }: { video: Video }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const review = useAction(async (decision: 'approved' | 'rejected') => {
    await reviewVideo(api, video.id, decision, note);
    notify.success(decision === 'approved' ? 'Video approved: it shows in the shop.' : 'Video turned down.');
    await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
  });
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[12rem_1fr]" data-testid="creator-video">
      <video
        src={video.url}
        poster={video.thumbnail_url ?? undefined}
        controls
        preload="metadata"
        className="aspect-[9/16] max-h-64 w-full rounded-xl bg-black object-contain"
      >
        <track kind="captions" />
      </video>
      <div>
        <p className="font-semibold">{video.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <Badge colour={COLOUR[video.review_status]}>{video.review_status}</Badge>
          {video.views} views · {video.bag_adds} bag adds
        </p>
        {video.review_status === 'pending' ? (
          <div className="mt-2 space-y-2">
            <TextField
              size="sm"
              label="Note to the creator (if turned down)"
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <div className="flex gap-2">
              <Button size="sm" disabled={review.pending} onClick={() => review.start('approved')}>
                Approve video
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={review.pending}
                onClick={() => review.start('rejected')}
              >
                Turn down
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function CreatorVideoReview({ videos }: { videos: Video[] }) {
  if (videos.length === 0) return <p className="text-muted text-sm">No uploads yet.</p>;
  return (
    <ul className="divide-y divide-ink/10">
      {videos.map((v) => (
        <VideoRow key={v.id} video={v} />
      ))}
    </ul>
  );
}
