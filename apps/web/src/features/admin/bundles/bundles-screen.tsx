// /admin/bundles: the list, or one bundle's form when the address says ?id=<uuid> (or ?id=new). The
// list's search, filter and page stay in the address while the form is open, so Cancel goes back
// to the same list.
import { useSearchParams } from 'react-router';
import { BundleEditor } from './bundle-editor';
import { BundleList } from './bundle-list';
import { bundleFiltersSearch, readBundleFilters, readEditing } from './bundle-params';

export function Component() {
  const [search] = useSearchParams();
  const editing = readEditing(search);
  if (!editing) return <BundleList />;
  const listHref = bundleFiltersSearch(readBundleFilters(search)) || '?';
  return <BundleEditor editing={editing} listHref={listHref} />;
}
