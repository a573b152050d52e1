// A static page's lazy route part: the page (the owner's text when they wrote one, else the text built
// into the shop) and the loader that asks for the owner's text before it renders.
import type { ComponentType } from 'react';
import { pageTextLoader } from '../api/page-loader';
import type { StaticPageSlug } from '../api/page-text';
import { OwnPageTextOr } from './own-page-text';

type LoaderDeps = Parameters<typeof pageTextLoader>[0];

export function ownPageRoute(slug: StaticPageSlug, BuiltIn: ComponentType) {
  function Component() {
    return (
      <OwnPageTextOr slug={slug}>
        <BuiltIn />
      </OwnPageTextOr>
    );
  }
  return (deps: LoaderDeps) => ({ Component, loader: pageTextLoader(deps, slug) });
}
