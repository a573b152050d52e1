// /early-access?drop={slug}: the drop page (features/catalogue), rendered in the browser for the
// signed-in member it is for.
import { useSearchParams } from 'react-router';
import { DropPage } from '../../features/catalogue/components/drop-page';

export function Component() {
  const [search] = useSearchParams();
  return <DropPage slug={search.get('drop')?.trim() || null} />;
}
