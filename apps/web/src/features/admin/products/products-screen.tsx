// /admin/products: the shop's products, searchable and filtered, with the filters, sort and page in
// the address. ?id=<product id> opens that product's form on the same address (the spec's link from
// the purchase toast), ?id=new the empty one.
import { useEffect, useState } from 'react';
import { Upload } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { productsQuery, type ProductRow } from '../api/products-api';
import { useListScreen } from '../hooks/use-list-params';
import { ListPage } from '../components/list-page';
import { HeaderDownload, HeaderLink, PageHeader } from '../components/page-header';
import { EmptyState } from '../components/states';
import { ProductEditor } from './product-editor';
import { ProductFiltersBar } from './product-filters';
import {
  activeFilterCount,
  productFiltersSearch,
  PRODUCTS_PAGE_SIZE,
  readEditing,
  readProductFilters,
  PRODUCT_PARAMS,
} from './product-params';
import { ProductsTable } from './products-table';
import { ImportDialog } from './import-dialog';
import { QuickEditDialog } from './quick-edit-dialog';

function ProductList() {
  const list = useListScreen(PRODUCT_PARAMS, productsQuery);
  const [quick, setQuick] = useState<ProductRow | null>(null);
  const [importing, setImporting] = useState(false);
  const { filters, update } = list;
  const filtered = activeFilterCount(filters) > 0;

  return (
    <>
      <PageHeader
        title="Products"
        description="Search by name, slug or SKU. Inactive products stay here and in past orders."
        actions={
          <>
            <HeaderDownload path="/api/admin/products/export.csv">Export CSV</HeaderDownload>
            <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
              <Upload aria-hidden="true" className="size-4" />
              Import CSV
            </Button>
            <HeaderLink to={productFiltersSearch(filters, 'new')}>New product</HeaderLink>
          </>
        }
      />
      <ProductFiltersBar filters={filters} categories={list.query.data?.categories ?? []} onChange={update} />
      <ListPage
        list={list}
        loading="Loading products…"
        count={(data) => data.products.length}
        empty={
          <EmptyState title={filtered ? 'No products match these filters' : 'No products yet'}>
            {filtered ? (
              'Try another search or clear the filters.'
            ) : (
              <Link to="?id=new" className="underline">
                Add the first one
              </Link>
            )}
          </EmptyState>
        }
        pageSize={PRODUCTS_PAGE_SIZE}
        noun="products"
      >
        {(data) => (
          <ProductsTable
            products={data.products}
            sort={filters.sort}
            hrefFor={(id) => productFiltersSearch(filters, id)}
            onQuickEdit={setQuick}
          />
        )}
      </ListPage>
      <ImportDialog open={importing} onOpenChange={setImporting} />
      <QuickEditDialog
        productId={quick?.id ?? null}
        name={quick?.name ?? ''}
        onClose={() => setQuick(null)}
      />
    </>
  );
}

export function Component() {
  const [search] = useSearchParams();
  const editing = readEditing(search);
  // The list's address (filters kept) is where the form's Cancel and "All products" go back to.
  const listHref = productFiltersSearch(readProductFilters(search)) || '?';
  // Opening a product (or going back to the list) is a new screen on the same path: start at its top,
  // as the shop does when the path changes.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [editing]);
  if (editing) return <ProductEditor key={editing} id={editing} listHref={listHref} />;
  return <ProductList />;
}
