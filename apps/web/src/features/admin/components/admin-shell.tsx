// The admin area's frame (the layout route around every admin screen, below the app's admin top bar):
// the sidebar on wide screens, a menu sheet on phones, the breadcrumbs and the screen as the page's main. The guard
// loader on the same route has already sent anyone who is not an admin to /.
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useMatches } from 'react-router';
import { SCREENS } from '../screen-modules';
import { AdminNav } from './admin-nav';
import { DialogHeading } from './dialog-parts';
import { crumbsFor } from './admin-nav-items';

/** The admin path of the page on screen: each admin screen's route id is its path. */
const useScreenPath = (): string => useMatches().at(-1)?.id ?? 'admin';

function Breadcrumbs({ path }: { path: string }) {
  const crumbs = crumbsFor(path, SCREENS);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, i) => (
          <li key={crumb.to} className="flex min-w-0 items-center gap-1">
            {i > 0 ? <span aria-hidden="true">/</span> : null}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to} className="underline-offset-2 hover:text-ink hover:underline">
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PhoneMenu() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border border-ink/20 px-4 text-sm font-semibold lg:hidden">
        <Menu aria-hidden="true" className="size-4" />
        Admin menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-[min(20rem,88vw)] overflow-y-auto bg-paper p-4 shadow-2xl focus:outline-none">
          <DialogHeading title="Admin menu" closeLabel="Close the admin menu" className="mb-4" />
          <Dialog.Description className="sr-only">The sections of the shop's admin area.</Dialog.Description>
          <AdminNav onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function Component() {
  const path = useScreenPath();
  return (
    <div className="mx-auto w-full max-w-[90rem] lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] print:block">
      <aside className="sticky top-14 hidden print:hidden h-[calc(100dvh-3.5rem)] overflow-y-auto border-r border-ink/10 px-3 py-5 lg:block">
        <AdminNav />
      </aside>
      <main id="main" tabIndex={-1} className="min-w-0 px-4 pt-4 pb-16 sm:px-6 lg:px-8 lg:pt-6 print:p-0">
        {/* On wide screens the dashboard has neither the menu button nor a trail: no empty row. */}
        <div
          className={clsx(
            'mb-3 flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2 print:hidden',
            path === 'admin' && 'lg:hidden',
          )}
        >
          <PhoneMenu />
          <Breadcrumbs path={path} />
        </div>
        <Outlet />
      </main>
    </div>
  );
}
