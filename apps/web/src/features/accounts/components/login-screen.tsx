// /login and /signup: the sign-in dialog's choices as a page. ?error=expired_session explains why the
// shopper is here; any other error is a Google sign-in that failed. ?next= is where to go afterwards.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container } from '../../../components/ui/container';
import { useApi } from '../../../lib/use-api';
import { meQuery } from '../../../lib/me';
import type { EmailMode } from './email-sign-in-form';
import { GOOGLE_FAILED, SignInPanel } from './sign-in-panel';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Only paths inside the shop: a crafted ?next= must not send the shopper to another site. */
const safeNext = (next: string | null) => (next && /^\/(?!\/)/.test(next) ? next : '/');

export default function LoginScreen({ initialMode = 'sign-in' }: { initialMode?: EmailMode }) {
  const titleId = useId();
  const navigate = useNavigate();
  // Read from the location (useSearchParams would add router code to the first-load bundle).
  const params = new URLSearchParams(useLocation().search);
  const error = params.get('error');
  const next = safeNext(params.get('next'));
  const notice = !error ? undefined : error === 'expired_session' ? SESSION_EXPIRED : GOOGLE_FAILED;
  const me = useQuery(meQuery(useApi()));

  const signedIn = Boolean(me.data?.user);

  // Leaves once: a sign-in here both calls onSignedIn and refreshes `me`, and a second navigation a
  // moment after the first would undo whatever the shopper already did on the next page.
  const left = useRef(false);
  const leave = () => {
    if (left.current) return;
    left.current = true;
    void navigate(next, { replace: true });
  };

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (signedIn && !left.current) {
      left.current = true;
      void navigate(next, { replace: true });
    }
  }, [signedIn, navigate, next]);

  return (
    <Container className="py-10 sm:py-16">
      <section
        aria-labelledby={titleId}
        className="mx-auto max-w-md rounded-3xl border border-ink/10 bg-white/60 p-6 shadow-sm sm:p-8"
      >
        <SignInPanel
          titleId={titleId}
          headingLevel="h1"
          initialMode={initialMode}
          returnTo={next}
          notice={notice}
          onSignedIn={leave}
          onContinueAsGuest={() => void navigate(next)}
        />
      </section>
    </Container>
  );
}
