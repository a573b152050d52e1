// /admin/discounts/new and /admin/discounts/:id: the form, and for a saved code its usage.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { discountUsageQuery, saveDiscount, type DiscountPayload } from '../api/discounts-api';
import { refreshAdmin } from '../api/orders-api';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { Badge } from '../components/status-badges';
import { DiscountForm } from './discount-form';
import { discountState, discountToValues, EMPTY_DISCOUNT, STATE_COLOURS } from './discount-form-values';
import { DiscountUsagePanel } from './discount-usage';

function NewDiscount() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const save = async (payload: DiscountPayload) => {
    const saved = await saveDiscount(api, null, payload);
    notify.success(`Discount ${saved.code} created.`);
    await refreshAdmin(queryClient);
    navigate('/admin/discounts');
  };
  return (
    <>
      <PageHeader title="New discount" description="A code shoppers type in the bag or at checkout." />
      <DiscountForm initial={EMPTY_DISCOUNT} submitLabel="Create discount" onSave={save} />
    </>
  );
}

function EditDiscount({ id }: { id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...discountUsageQuery(api, id),
    retry: (failures: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  if (query.isPending)
    return (
      <>
        <PageHeader title="Edit discount" />
        <LoadingState label="Loading the discount…" />
      </>
    );
  if (query.isError)
    return (
      <>
        <PageHeader title="Edit discount" />
        {query.error instanceof ApiError && query.error.status < 500 ? (
          <EmptyState title="There is no discount with this id" />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  const { discount } = query.data;
  const state = discountState(discount);
  const save = async (payload: DiscountPayload) => {
    const saved = await saveDiscount(api, id, payload);
    notify.success(`Discount ${saved.code} saved.`);
    await refreshAdmin(queryClient);
  };
  return (
    <>
      <PageHeader
        title={discount.code}
        badges={
          <Badge colour={STATE_COLOURS[state]} label="Status">
            {state}
          </Badge>
        }
        description={
          discount.source === 'generated'
            ? 'Made by an exit-intent offer for one visitor.'
            : 'Edit the code, then save.'
        }
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
        {/* A fresh form whenever the saved code changes (after saving, the server's version shows). */}
        <DiscountForm
          key={JSON.stringify(discount)}
          initial={discountToValues(discount)}
          submitLabel="Save discount"
          onSave={save}
        />
        <div>
          <DiscountUsagePanel usage={query.data} />
        </div>
      </div>
    </>
  );
}

export function Component() {
  const { id } = useParams();
  return id ? <EditDiscount id={id} /> : <NewDiscount />;
}
