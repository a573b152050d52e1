import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';

export function NotFoundContent() {
  return (
    <Container className="py-16 text-center sm:py-24">
      <p className="text-7xl font-black tracking-tighter text-accent sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-black tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">
        This page has been snapped up, or it never existed. Like our best thrift finds, some things are only
        here once.
      </p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses('primary')}>
          Back to the shop
        </Link>
        <Link to="/bundles" className={buttonClasses('outline')}>
          Browse bundles
        </Link>
      </div>
    </Container>
  );
}
