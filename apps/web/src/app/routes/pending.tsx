// Screens whose route exists but whose content later work builds: say so honestly, with the title the
// route will have, instead of a blank page.
import { Link, useMatches } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import type { RouteHandle } from '../../lib/route-meta';

export function Component() {
  const leaf = useMatches().at(-1);
  const title = (leaf?.handle as RouteHandle | undefined)?.meta?.(leaf?.loaderData).title ?? 'Coming soon';
  return (
    <Container className="py-16 text-center sm:py-24">
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">This part of the shop is on its way.</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Back to the shop
      </Link>
    </Container>
  );
}
