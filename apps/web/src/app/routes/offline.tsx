// The offline screen: what the service worker shows in place of a page it has not kept when the
// network is gone (apps/web/build/pwa.ts precaches it). It has the shop's frame around it; Retry asks
// for the page again. Served in place of another address, it is not hydrated (entry-client.tsx), so
// Retry is a plain link to "this address" (href="") that works before, and without, any script; the
// frame's links still lead to the pages kept on the phone.
import { WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';

export const OFFLINE_SCREEN_ID = 'offline-screen';

export function Component() {
  return (
    <Container className="py-16 sm:py-24">
      <section
        id={OFFLINE_SCREEN_ID}
        aria-labelledby="offline-title"
        className="mx-auto max-w-md text-center"
      >
        <WifiOff aria-hidden="true" className="mx-auto size-10 text-muted" />
        <h1 id="offline-title" className="mt-4 text-2xl font-black tracking-tight">
          You&apos;re offline
        </h1>
        <p className="mt-2 text-sm text-muted">
          This page is not saved on this device yet. Check your connection and try again. Your bag and
          wishlist still work offline.
        </p>
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          <a href="" className={buttonClasses('primary')}>
            Retry
          </a>
          <Link to="/bag" reloadDocument className={buttonClasses('outline')}>
            Your Bag
          </Link>
          <Link to="/wishlist" reloadDocument className={buttonClasses('outline')}>
            Wishlist
          </Link>
        </div>
      </section>
    </Container>
  );
}
