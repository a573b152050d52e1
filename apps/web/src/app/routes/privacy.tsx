import { pageTextLoader } from '../../features/content/api/page-loader';
import { OwnPageTextOr } from '../../features/content/components/own-page-text';
import { PrivacyContent } from '../../features/content/components/privacy-content';
import type { RouteDeps } from '../routes';

export function Component() {
  return (
    <OwnPageTextOr slug="privacy">
      <PrivacyContent />
    </OwnPageTextOr>
  );
}

/** The route's lazy part: the page and its loader (the owner's text, or null for the built-in one). */
export const route = (deps: RouteDeps) => ({ Component, loader: pageTextLoader(deps, 'privacy') });
