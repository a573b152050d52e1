// /try-on (signed in): the fit finder and the photo try-on.
import { TryOnPage } from '../../features/try-on/components/try-on-page';

export function Component() {
  return <TryOnPage />;
}
