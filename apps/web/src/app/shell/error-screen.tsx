// The last line of defence, where every error a route throws lands, in place of the whole layout. It
// reports itself to the server (so "our team has been notified" is true) and offers a way out that
// works even when the router itself is what broke.
import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { notify } from '../../lib/notify';
import type { ErrorInfo } from '../../lib/report-client-error';
import { useShopConfig } from '../../lib/shop-config';
import { Button, buttonClasses } from '../../components/ui/button';

function describe(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return {
      message: detail || error.statusText || 'Request failed',
      status: `${error.status} ${error.statusText}`.trim(),
    };
  }
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: typeof error === 'string' ? error : 'Unknown error' };
}

export function ErrorScreen() {
  const error = useRouteError();
  const { shopName } = useShopConfig();
  const info = describe(error);
  const handled = useRef<unknown>(undefined);

  useEffect(() => {
    // Once per error, also under StrictMode's double effects.
    if (handled.current === error) return;
    handled.current = error;
    const current = describe(error);
    if (!/\bfatal\b/i.test(current.message)) notify.error('An error occurred. Our team has been notified.');
    // The reporting code is fetched only when something broke; the screen itself is always here.
    void import('../../lib/report-client-error').then((m) => m.reportClientError(current)).catch(() => {});
  }, [error]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-paper px-4 py-12">
      <div className="w-full max-w-md text-center">
        <p className="mb-8 text-lg font-black uppercase tracking-tight">{shopName}</p>
        <div className="rounded-3xl border border-ink/10 bg-white p-6 shadow-sm sm:p-8">
          <span
            aria-hidden="true"
            className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-accent/25 text-3xl font-black text-accent-ink"
          >
            !
          </span>
          <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
          <p className="mt-3 text-muted">
            We apologize for the inconvenience. Our team has been notified about this issue.
          </p>
          <details className="mt-5 rounded-xl bg-paper p-3 text-left text-sm">
            <summary className="cursor-pointer font-medium">Error details</summary>
            <div className="mt-2 space-y-1 break-words font-mono text-xs text-ink/80">
              {info.status ? <p>Status: {info.status}</p> : null}
              <p>{info.message}</p>
            </div>
          </details>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Button onClick={() => window.location.reload()}>Refresh Page</Button>
            <a href="/" className={buttonClasses('outline')}>
              Return Home
            </a>
          </div>
        </div>
      </div>
    </main>
  );
}
