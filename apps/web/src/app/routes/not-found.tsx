// Any address the shop does not know. The server answers it with status 404.
import { NotFoundContent } from '../../features/content/components/not-found-content';

export function Component() {
  return <NotFoundContent />;
}
