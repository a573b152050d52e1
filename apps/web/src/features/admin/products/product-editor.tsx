// /admin/products?id=new and ?id=<product id>: the product's form, and for a saved product its state,
// its page in the shop and switching it off (the delete: order lines keep the product) or on again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, Power, PowerOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { categoriesQuery } from '../api/products-api';
import { refreshAdmin } from '../api/orders-api';
import {
  changeProduct,
  createProduct,
  productDetailQuery,
  setProductActive,
  type AdminProduct,
} from '../api/products-api';
import { ConfirmDialog, DANGER_OUTLINE } from '../components/confirm-dialog';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { Badge } from '../components/status-badges';
import { formatDateTime, plural } from '../format';
import { ProductBadges } from './product-badges';
import { EMPTY_PRODUCT, productToValues } from './product-form-values';
import { ProductForm } from './product-form';
import { changePayload, createPayload } from './product-save';
import { productPath } from './product-slug';

type Props = { id: string; listHref: string };

/** The categories in use, for the form's suggestions. */
function useCategories(): string[] {
  return useQuery(categoriesQuery(useApi())).data ?? [];
}

function BackLink({ listHref }: { listHref: string }) {
  return (
    <Link to={listHref} className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      All products
    </Link>
  );
}

function NewProduct({ listHref }: { listHref: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useCategories();
  const save = async (payload: Parameters<typeof createProduct>[1]) => {
    const product = await createProduct(api, payload);
    queryClient.setQueryData(productDetailQuery(api, product.id).queryKey, product);
    notify.success(`Product ${product.name} created.`);
    await refreshAdmin(queryClient);
    // The saved product's form, on the address a refresh or a shared link opens.
    const search = new URLSearchParams(listHref.slice(1));
    search.set('id', product.id);
    navigate(`?${search.toString()}`, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="New product"
        description="Name and price are enough to start; everything else can follow."
        actions={<BackLink listHref={listHref} />}
      />
      <ProductForm
        initial={EMPTY_PRODUCT}
        isNew
        prepare={(_, values) => createPayload(values)}
        onSave={save}
        submitLabel="Create product"
        listHref={listHref}
        categories={categories}
        savedStock={null}
      />
    </>
  );
}

function ActiveSwitch({ product }: { product: AdminProduct }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const off = product.is_active;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={off ? DANGER_OUTLINE : buttonClasses('outline', 'md')}
      >
        {off ? (
          <PowerOff aria-hidden="true" className="size-4" />
        ) : (
          <Power aria-hidden="true" className="size-4" />
        )}
        {off ? 'Deactivate' : 'Activate'}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={off ? `Deactivate ${product.name}?` : `Activate ${product.name}?`}
        description={
          off ? (
            <>
              <p>
                It leaves the shop at once: shoppers can no longer find it, add it to a bag or pay for it.
              </p>
              <p>
                Past orders keep it
                {product.order_lines > 0 ? ` (${plural(product.order_lines, 'order line')})` : ''}. You can
                activate it again at any time.
              </p>
            </>
          ) : (
            <p>It goes back on sale at once, with its {plural(product.stock, 'piece')} in stock.</p>
          )
        }
        confirmLabel={off ? 'Deactivate' : 'Activate'}
        cancelLabel="Keep as it is"
        danger={off}
        onConfirm={async () => {
          const saved = await setProductActive(api, product.id, !off);
          queryClient.setQueryData(productDetailQuery(api, product.id).queryKey, saved);
          notify.success(off ? `${saved.name} is off sale.` : `${saved.name} is on sale again.`);
          await refreshAdmin(queryClient);
        }}
      />
    </>
  );
}

function EditProduct({ id, listHref }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const categories = useCategories();
  // Each save starts the form afresh from the server's answer; switching on and off does not.
  const [version, setVersion] = useState(0);
  const query = useQuery({
    ...productDetailQuery(api, id),
    retry: (failures: number, error: Error) =>
      !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  const product = query.data;
  const initial = useMemo(() => (product ? productToValues(product) : null), [product]);

  if (query.isPending)
    return (
      <>
        <PageHeader title="Edit product" actions={<BackLink listHref={listHref} />} />
        <LoadingState label="Loading the product…" />
      </>
    );
  if (query.isError || !product || !initial)
    return (
      <>
        <PageHeader title="Edit product" actions={<BackLink listHref={listHref} />} />
        {query.error instanceof ApiError && query.error.status < 500 ? (
          <EmptyState title="There is no product with this id">
            <Link to={listHref} className="underline">
              Back to the products
            </Link>
          </EmptyState>
        ) : (
          <ErrorState error={query.error ?? new Error('No product')} onRetry={() => void query.refetch()} />
        )}
      </>
    );

  const save = async (payload: Parameters<typeof changeProduct>[2]) => {
    const saved = await changeProduct(api, id, payload);
    queryClient.setQueryData(productDetailQuery(api, id).queryKey, saved);
    setVersion((v) => v + 1);
    notify.success(`${saved.name} saved.`);
    await refreshAdmin(queryClient);
  };

  return (
    <>
      <PageHeader
        title={product.name}
        badges={
          <>
            <Badge colour={product.is_active ? 'green' : 'grey'} label="Status">
              {product.is_active ? 'active' : 'inactive'}
            </Badge>
            <ProductBadges product={product} showActive={false} />
          </>
        }
        description={
          <>
            {product.is_active ? (
              <a
                href={productPath(product.slug)}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 underline"
              >
                View in the shop
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              'Not in the shop while inactive.'
            )}{' '}
            · {plural(product.order_lines, 'order line')} · changed {formatDateTime(product.updated_at)}
          </>
        }
        actions={
          <>
            <BackLink listHref={listHref} />
            <ActiveSwitch product={product} />
          </>
        }
      />
      <ProductForm
        key={version}
        initial={initial}
        isNew={false}
        prepare={changePayload}
        onSave={save}
        submitLabel="Save product"
        listHref={listHref}
        categories={categories}
        savedStock={product.stock}
        recount={product.stock_check_needed}
        drop={product.drop}
      />
    </>
  );
}

export function ProductEditor({ id, listHref }: Props) {
  return id === 'new' ? <NewProduct listHref={listHref} /> : <EditProduct id={id} listHref={listHref} />;
}
