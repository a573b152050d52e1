// /admin/early-access/drops/new and /admin/early-access/drops/:id: the drop form, and for a saved drop
// its live status and delete (with confirmation; its products become ordinary products again).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { deleteDrop, dropQuery, DROPS_KEY, saveDrop, type DropPayload } from '../api/drops-api';
import { ConfirmDialog, DANGER_OUTLINE } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { Badge } from '../components/status-badges';
import { DropForm, DROPS_LIST } from './drop-form';
import { dropToValues, EMPTY_DROP, STATUS_COLOURS, STATUS_LABELS } from './drop-form-values';

function NewDrop() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = async (payload: DropPayload) => {
    const saved = await saveDrop(api, null, payload);
    notify.success(`Drop ${saved.name} created.`);
    await queryClient.invalidateQueries({ queryKey: DROPS_KEY });
    navigate(DROPS_LIST);
  };
  return (
    <>
      <PageHeader title="New drop" description="A group of pieces members shop before everyone else." />
      <DropForm initial={EMPTY_DROP} submitLabel="Create drop" onSave={save} />
    </>
  );
}

function EditDrop({ id }: { id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({
    ...dropQuery(api, id),
    retry: (failures: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  if (query.isPending)
    return (
      <>
        <PageHeader title="Edit drop" />
        <LoadingState label="Loading the drop…" />
      </>
    );
  if (query.isError)
    return (
      <>
        <PageHeader title="Edit drop" />
        {query.error instanceof ApiError && query.error.status < 500 ? (
          <EmptyState title="There is no drop with this id" />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  const drop = query.data;
  const save = async (payload: DropPayload) => {
    const saved = await saveDrop(api, id, payload);
    notify.success(`Drop ${saved.name} saved.`);
    await queryClient.invalidateQueries({ queryKey: DROPS_KEY });
  };
  const remove = async () => {
    await deleteDrop(api, id);
    notify.success(`Drop ${drop.name} deleted.`);
    await queryClient.invalidateQueries({ queryKey: DROPS_KEY });
    navigate(DROPS_LIST);
  };
  return (
    <>
      <PageHeader
        title={drop.name}
        badges={
          <Badge colour={STATUS_COLOURS[drop.status]} label="Status">
            {STATUS_LABELS[drop.status]}
          </Badge>
        }
        description={`/early-access?drop=${drop.slug}`}
        actions={
          <button type="button" className={DANGER_OUTLINE} onClick={() => setConfirming(true)}>
            Delete drop
          </button>
        }
      />
      {/* A fresh form whenever the saved drop changes (after saving, the server's version shows). */}
      <DropForm
        key={JSON.stringify(drop)}
        initial={dropToValues(drop)}
        submitLabel="Save drop"
        onSave={save}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete the drop ${drop.name}?`}
        description="Its products stay in the shop as ordinary products: their early access ends at once."
        confirmLabel="Delete drop"
        danger
        onConfirm={remove}
      />
    </>
  );
}

export function Component() {
  const { id } = useParams();
  return id ? <EditDrop id={id} /> : <NewDrop />;
}
