// /admin/videos: every shop video with what visitors did with it (each visitor counted once a day),
// add one by YouTube link or upload, change its title, description and whether it shows, place its
// product pins, delete it (with its pins) after a confirmation.
import { NO_VIDEOS_MESSAGE } from '@shop/domain/texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { deleteVideo, VIDEOS_KEY, videosQuery, type AdminVideo } from '../api/videos-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataList, type Column } from '../components/data-list';
import { QueryResults } from '../components/list-page';
import { PageHeader } from '../components/page-header';
import { EmptyState } from '../components/states';
import { Badge } from '../components/status-badges';
import { Thumb } from '../components/thumb';
import { PinsDialog } from './pins-dialog';
import { VideoDialog } from './video-dialog';
import { videoSource } from './video-source';

type Actions = {
  edit: (v: AdminVideo) => void;
  pins: (v: AdminVideo) => void;
  remove: (v: AdminVideo) => void;
};

const STATS = [
  ['views', 'Views'],
  ['plays', 'Plays'],
  ['pin_taps', 'Pin taps'],
  ['bag_adds', 'Bags'],
  ['shares', 'Shares'],
] as const;

const ActiveBadge = ({ video }: { video: AdminVideo }) =>
  video.active ? <Badge colour="green">Active</Badge> : <Badge colour="grey">Inactive</Badge>;

function Title({ video }: { video: AdminVideo }) {
  const source = videoSource(video);
  return (
    <span className="flex items-center gap-3">
      <Thumb src={source.poster} />
      <span className="min-w-0">
        <span className="block font-semibold">{video.title}</span>
        <span className="block text-xs text-muted">
          {source.label} · {video.tag_count === 1 ? '1 pin' : `${video.tag_count} pins`}
        </span>
      </span>
    </span>
  );
}

function RowActions({ video, actions }: { video: AdminVideo; actions: Actions }) {
  return (
    <span className="flex gap-2">
      <Button size="sm" variant="outline" onClick={() => actions.edit(video)}>
        Edit<span className="sr-only"> {video.title}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => actions.pins(video)}>
        Pins<span className="sr-only"> of {video.title}</span>
      </Button>
      <Button size="sm" variant="ghost" onClick={() => actions.remove(video)}>
        Delete<span className="sr-only"> {video.title}</span>
      </Button>
    </span>
  );
}

const columns = (actions: Actions): Column<AdminVideo>[] => [
  { header: 'Video', rowHeader: true, className: 'font-normal', cell: (v) => <Title video={v} /> },
  { header: 'Status', cell: (v) => <ActiveBadge video={v} /> },
  ...STATS.map(([key, header]) => ({
    header,
    align: 'right' as const,
    cell: (v: AdminVideo) => v.stats[key].toLocaleString('en-KE'),
  })),
  { header: 'Actions', cell: (v) => <RowActions video={v} actions={actions} /> },
];

function VideoCard({ video, actions }: { video: AdminVideo; actions: Actions }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <Title video={video} />
        <ActiveBadge video={video} />
      </div>
      <dl className="mt-3 grid grid-cols-5 gap-1 text-center text-xs">
        {STATS.map(([key, label]) => (
          <div key={key}>
            <dt className="text-muted">{label}</dt>
            <dd className="text-sm font-semibold">{video.stats[key].toLocaleString('en-KE')}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <RowActions video={video} actions={actions} />
      </div>
    </>
  );
}

export function Component() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(videosQuery(api));
  const [editing, setEditing] = useState<AdminVideo | 'new' | null>(null);
  const [pinning, setPinning] = useState<AdminVideo | null>(null);
  const [deleting, setDeleting] = useState<AdminVideo | null>(null);
  const actions: Actions = { edit: setEditing, pins: setPinning, remove: setDeleting };
  const refresh = () => queryClient.invalidateQueries({ queryKey: VIDEOS_KEY });

  return (
    <>
      <PageHeader
        title="Videos"
        description="Shop videos in the grid and the feed. Plays count past 3 seconds; each visitor counts once a day."
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add video
          </Button>
        }
      />
      <QueryResults
        query={query}
        loading="Loading videos…"
        isEmpty={(videos) => videos.length === 0}
        empty={<EmptyState title={NO_VIDEOS_MESSAGE}>Add one by YouTube link or upload a file.</EmptyState>}
      >
        {(videos) => (
          <DataList
            items={videos}
            itemKey={(v) => v.id}
            caption="Videos, newest first"
            label="Videos"
            columns={columns(actions)}
            card={(v) => <VideoCard video={v} actions={actions} />}
            cardClassName="rounded-2xl border border-ink/10 bg-white p-4"
            tableFrom="lg"
            cards="grid"
          />
        )}
      </QueryResults>
      <VideoDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        video={editing === 'new' ? null : editing}
        onSaved={async (video, added) => {
          notify.success(added ? 'Video added.' : 'Video saved.');
          await refresh();
          // A new video goes straight on to its pins.
          if (added) setPinning(video);
        }}
      />
      <PinsDialog video={pinning} onOpenChange={(open) => !open && setPinning(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this video?"
        description={
          <p>
            “{deleting?.title}” and its pins will be gone for good. To take it out of the shop for a while,
            switch it off instead.
          </p>
        }
        confirmLabel="Delete video"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await deleteVideo(api, deleting.id);
          notify.success('Video deleted.');
          await refresh();
        }}
      />
    </>
  );
}
