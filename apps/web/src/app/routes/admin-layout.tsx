// The admin area's frame, fetched with the first admin page: the compact top bar (the app's, since it
// carries the account menu) above the admin feature's shell (sidebar, breadcrumbs, the screen).
import { Component as AdminShell } from '../../features/admin/admin-route';
import { AdminTopBar } from '../shell/admin-top-bar';

export function Component() {
  return (
    <>
      <AdminTopBar />
      <AdminShell />
    </>
  );
}
