// An admin screen whose route exists but whose content is still being built: it says so honestly,
// inside the shell, with the title the screen will have.
import { Hourglass } from 'lucide-react';
import { Link, useMatches } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { screenTitle } from '../screen-modules';
import { PageHeader } from './page-header';

export function Component() {
  const leaf = useMatches().at(-1);
  const title = screenTitle(leaf?.id ?? '');
  return (
    <>
      <PageHeader title={title} />
      <div className="rounded-2xl border border-dashed border-ink/20 px-4 py-14 text-center">
        <Hourglass aria-hidden="true" className="mx-auto size-8 text-muted" />
        <p className="mx-auto mt-3 max-w-md text-lg">This part of the admin is on its way.</p>
        <Link to="/admin" className={buttonClasses('outline', 'md', 'mt-6')}>
          Back to the dashboard
        </Link>
      </div>
    </>
  );
}
