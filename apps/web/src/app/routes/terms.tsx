import { pageTextLoader } from '../../features/content/api/page-loader';
import { OwnPageTextOr } from '../../features/content/components/own-page-text';
import { TermsContent } from '../../features/content/components/terms-content';
import type { RouteDeps } from '../routes';

export function Component() {
  return (
    <OwnPageTextOr slug="terms">
      <TermsContent />
    </OwnPageTextOr>
  );
}

/** The route's lazy part: the page and its loader (the owner's text, or null for the built-in one). */
export const route = (deps: RouteDeps) => ({ Component, loader: pageTextLoader(deps, 'terms') });
