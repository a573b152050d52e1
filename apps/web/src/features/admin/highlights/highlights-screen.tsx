// /admin/highlights: the round story covers under the hero on the home page, in their order. Create
// one (title, cover, active, window), pick its items (products, bundles, videos), move it up or down,
// edit or delete it. Each says whether it shows now, and why not.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  deleteHighlight,
  HIGHLIGHTS_KEY,
  highlightsQuery,
  reorderHighlights,
  type AdminHighlight,
} from '../api/highlights-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { QueryResults } from '../components/list-page';
import { PageHeader } from '../components/page-header';
import { EmptyState } from '../components/states';
import { Badge } from '../components/status-badges';
import { Thumb } from '../components/thumb';
import { formatDateTime, plural } from '../format';
import { HighlightDialog } from './highlight-dialog';
import { ItemsDialog } from './items-dialog';

function Status({ highlight, now }: { highlight: AdminHighlight; now: number }) {
  if (!highlight.active) return <Badge colour="grey">Off</Badge>;
  if (highlight.ends_at && new Date(highlight.ends_at).getTime() <= now)
    return <Badge colour="grey">Ended</Badge>;
  if (!highlight.on_show) return <Badge colour="blue">Scheduled</Badge>;
  const shown = highlight.items.filter((i) => i.state === 'ok').length;
  return shown > 0 ? <Badge colour="green">Showing</Badge> : <Badge colour="yellow">Nothing to show</Badge>;
}

function windowText(h: AdminHighlight): string {
  if (!h.starts_at && !h.ends_at) return 'No window';
  if (h.starts_at && h.ends_at) return `${formatDateTime(h.starts_at)} – ${formatDateTime(h.ends_at)}`;
  return h.starts_at ? `From ${formatDateTime(h.starts_at)}` : `Until ${formatDateTime(h.ends_at)}`;
}

export function Component() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(highlightsQuery(api));
  const [editing, setEditing] = useState<AdminHighlight | 'new' | null>(null);
  const [picking, setPicking] = useState<AdminHighlight | null>(null);
  const [deleting, setDeleting] = useState<AdminHighlight | null>(null);
  const [moving, setMoving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: HIGHLIGHTS_KEY });
  // "Ended" or "Scheduled" as of the answer the server gave (on_show is its word for now).
  const now = query.dataUpdatedAt;

  async function move(list: AdminHighlight[], from: number, to: number) {
    const ids = list.map((h) => h.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    setMoving(true);
    try {
      queryClient.setQueryData(HIGHLIGHTS_KEY, await reorderHighlights(api, ids));
      notify.success('Order saved.');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The order could not be saved.');
    } finally {
      setMoving(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Highlights"
        description="The round story covers under the hero on the home page, first to last. Sold-out and switched-off pieces are left out of a story by themselves."
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            New highlight
          </Button>
        }
      />
      <QueryResults
        query={query}
        loading="Loading highlights…"
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="No highlights yet">
            Create one, then pick the products, bundles and videos its story shows.
          </EmptyState>
        }
      >
        {(list) => (
          <ol aria-label="Highlights, first to last" className="grid gap-3 md:grid-cols-2">
            {list.map((h, i) => (
              <li key={h.id} className="rounded-2xl border border-ink/10 bg-white p-4">
                <div className="flex items-start gap-3">
                  <span className="overflow-hidden rounded-full">
                    <Thumb src={h.cover_image ?? h.items[0]?.image} size={56} />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="truncate font-semibold">{h.title}</h2>
                      <Status highlight={h} now={now} />
                    </div>
                    <p className="text-xs text-muted">
                      {plural(h.items.length, 'item')} · {windowText(h)}
                    </p>
                  </div>
                  <span className="flex shrink-0 gap-1">
                    <Button
                      size="icon"
                      variant="ghost"
                      disabled={moving || i === 0}
                      onClick={() => void move(list, i, i - 1)}
                      aria-label={`Move ${h.title} up`}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      disabled={moving || i === list.length - 1}
                      onClick={() => void move(list, i, i + 1)}
                      aria-label={`Move ${h.title} down`}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </Button>
                  </span>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(h)}>
                    Edit<span className="sr-only"> {h.title}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setPicking(h)}>
                    Items<span className="sr-only"> of {h.title}</span>
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(h)}>
                    Delete<span className="sr-only"> {h.title}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </QueryResults>
      <HighlightDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        highlight={editing === 'new' ? null : editing}
        onSaved={async (highlight, added) => {
          notify.success(added ? 'Highlight created.' : 'Highlight saved.');
          await refresh();
          // A new highlight goes straight on to its items.
          if (added) setPicking(highlight);
        }}
      />
      <ItemsDialog
        highlight={picking}
        onOpenChange={(open) => !open && setPicking(null)}
        onSaved={async () => {
          notify.success('Items saved.');
          await refresh();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this highlight?"
        description={
          <p>
            “{deleting?.title}” leaves the home page for good; its pieces stay in the shop. To hide it for a
            while, switch it off instead.
          </p>
        }
        confirmLabel="Delete highlight"
        danger
        onConfirm={async () => {
          if (!deleting) return;
          await deleteHighlight(api, deleting.id);
          notify.success('Highlight deleted.');
          await refresh();
        }}
      />
    </>
  );
}
