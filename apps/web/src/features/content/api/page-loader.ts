// The static pages' loader: asks for the owner's text (admin → Content → Pages) before the page
// renders, so the server sends it in the HTML and the browser never swaps texts in front of the
// reader. A failure leaves the built-in text: a privacy policy is never missing because the shop's
// database was slow. Answers the page's head when the owner's title replaces the built-in one.
import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../../lib/api-client';
import { pageTextQuery, type StaticPageSlug } from './page-text';

export const pageTextLoader =
  ({ queryClient, api }: { queryClient: QueryClient; api: Api }, slug: StaticPageSlug) =>
  async (): Promise<{ title: string } | null> => {
    const page = await queryClient.fetchQuery(pageTextQuery(api, slug)).catch(() => null);
    return page ? { title: page.title } : null;
  };
