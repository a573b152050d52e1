// A bundle's form on the bundles screen (?id=new or ?id=<uuid>): a new one goes back to the list once
// created; a saved one stays open with the server's version (and its saving) after each save.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { bundleQuery, changeBundle, createBundle } from '../api/bundles-api';
import { refreshAdmin } from '../api/orders-api';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { BundleActiveButton } from './bundle-active-button';
import { BundleBadges } from './bundle-badges';
import { BundleForm } from './bundle-form';
import { bundleChangeSchema, bundleCreateSchema, bundleToValues, EMPTY_BUNDLE } from './bundle-form-values';

function NewBundle({ listHref }: { listHref: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="New bundle" description="Pieces sold together, for less than buying each one." />
      <BundleForm
        initial={EMPTY_BUNDLE}
        submitLabel="Create bundle"
        cancelHref={listHref}
        schema={bundleCreateSchema}
        onSave={async (payload) => {
          const saved = await createBundle(api, payload);
          notify.success(`Bundle ${saved.name} created.`);
          await refreshAdmin(queryClient);
          navigate(listHref);
        }}
      />
    </>
  );
}

function EditBundle({ id, listHref }: { id: string; listHref: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...bundleQuery(api, id),
    retry: (failures: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  if (query.isPending || query.isError)
    return (
      <>
        <PageHeader title="Edit bundle" />
        {query.isPending ? (
          <LoadingState label="Loading the bundle…" />
        ) : query.error instanceof ApiError && query.error.status < 500 ? (
          <EmptyState title="There is no bundle with this id">
            <Link to={listHref} className="underline">
              Back to the bundles
            </Link>
          </EmptyState>
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  const bundle = query.data;
  return (
    <>
      <PageHeader
        title={bundle.name}
        badges={<BundleBadges bundle={bundle} />}
        description="Edit the bundle, then save. The saving is worked out again from the pieces’ prices."
        actions={
          <>
            {bundle.is_active ? (
              <a
                href={`/bundles/${bundle.slug}`}
                target="_blank"
                rel="noopener"
                className={buttonClasses('ghost', 'sm')}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                View in the shop<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <BundleActiveButton bundle={bundle} />
          </>
        }
      />
      {/* A fresh form whenever the saved bundle changes (after saving, the server's version shows). */}
      <BundleForm
        key={bundle.updated_at}
        initial={bundleToValues(bundle)}
        submitLabel="Save bundle"
        cancelHref={listHref}
        schema={bundleChangeSchema}
        onSave={async (payload) => {
          const saved = await changeBundle(api, id, payload);
          queryClient.setQueryData(bundleQuery(api, id).queryKey, saved);
          notify.success(`Bundle ${saved.name} saved.`);
          await refreshAdmin(queryClient);
        }}
      />
    </>
  );
}

export function BundleEditor({ editing, listHref }: { editing: string; listHref: string }) {
  return editing === 'new' ? (
    <NewBundle listHref={listHref} />
  ) : (
    <EditBundle key={editing} id={editing} listHref={listHref} />
  );
}
