// The admin area's frame, fetched with the first admin page: the compact top bar (the app's, since it
// carries the account menu) above the admin feature's shell (sidebar, breadcrumbs, the screen). The
// built-in written pages are handed to the admin's page editor from here (each its own chunk, loaded
// only when the owner opens that page in the editor).
import { Component as AdminShell } from '../../features/admin/admin-route';
import { BuiltInPagesProvider, type BuiltInPages } from '../../lib/built-in-pages';
import { AdminTopBar } from '../shell/admin-top-bar';

const BUILT_IN_PAGES: BuiltInPages = {
  privacy: () => import('../../features/content/components/privacy-content').then((m) => m.PrivacyContent),
  terms: () => import('../../features/content/components/terms-content').then((m) => m.TermsContent),
  about: () => import('../../features/content/components/about-content').then((m) => m.AboutContent),
  'shipping-returns': () =>
    import('../../features/content/components/shipping-returns-content').then(
      (m) => m.ShippingReturnsContent,
    ),
};

export function Component() {
  return (
    <BuiltInPagesProvider pages={BUILT_IN_PAGES}>
      <AdminTopBar />
      <AdminShell />
    </BuiltInPagesProvider>
  );
}
