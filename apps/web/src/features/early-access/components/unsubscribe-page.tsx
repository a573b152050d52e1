// /unsubscribe?token=…: the page the link in every early-access e-mail opens. It shows whose address
// the link is for and leaves the list only when the button is pressed (mail scanners open links; a
// visit alone changes nothing). No sign-in needed: the signed token is the proof.
import { UNSUBSCRIBE_MESSAGES } from '@shop/domain/texts';
import { MailCheck, MailX, TriangleAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useApi } from '../../../lib/use-api';
import {
  isInvalidLink,
  previewUnsubscribe,
  unsubscribe,
  unsubscribeErrorText,
  type UnsubscribeResult,
} from '../api/unsubscribe';

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each step's heading takes the focus, so a screen reader says where the shopper is now.
  useEffect(() => heading.current?.focus({ preventScroll: true }), [title]);
  return (
    <Container className="max-w-xl py-12 text-center sm:py-20">
      {icon}
      {/* The focus is put here for screen readers; the page's focus ring (an unlayered rule in app.css)
          would otherwise frame the heading. */}
      <h1
        ref={heading}
        tabIndex={-1}
        style={{ outline: 'none' }}
        className="mt-4 text-3xl font-black tracking-tight"
      >
        {title}
      </h1>
      {children}
    </Container>
  );
}

const backToShop = (variant: 'primary' | 'outline') => (
  <Link to="/" className={buttonClasses(variant)}>
    Back to the shop
  </Link>
);

export function UnsubscribePage() {
  const api = useApi();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const preview = useQuery({
    queryKey: ['early-access-unsubscribe', token],
    queryFn: () => previewUnsubscribe(api, token),
    enabled: token !== '',
    staleTime: Infinity,
    // A link that is not valid stays so; a network hiccup is worth another try.
    retry: (count, error) => !isInvalidLink(error) && count < 2,
  });
  const [sending, setSending] = useState(false);
  const [postError, setPostError] = useState<unknown>(null);
  const [done, setDone] = useState<UnsubscribeResult | null>(null);

  const leave = async () => {
    setSending(true);
    setPostError(null);
    try {
      setDone(await unsubscribe(api, token));
    } catch (error) {
      setPostError(error);
    } finally {
      setSending(false);
    }
  };

  const invalid = !token || isInvalidLink(preview.error) || isInvalidLink(postError);
  if (invalid || preview.isError)
    return (
      <Frame
        icon={<TriangleAlert aria-hidden="true" className="mx-auto size-12 text-red-700" />}
        title="We couldn't open this link"
      >
        <p role="alert" className="mt-3 text-lg text-muted">
          {invalid ? UNSUBSCRIBE_MESSAGES.invalidLink : unsubscribeErrorText(preview.error)}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {invalid ? null : (
            <Button variant="primary" onClick={() => void preview.refetch()}>
              Try again
            </Button>
          )}
          {backToShop(invalid ? 'primary' : 'outline')}
        </div>
      </Frame>
    );
  const data = preview.data;
  if (!data)
    return (
      <Container className="py-20 text-center">
        <p role="status" className="text-muted">
          Checking your link…
        </p>
      </Container>
    );
  if (done || data.status === 'unsubscribed')
    return (
      <Frame icon={<MailCheck aria-hidden="true" className="mx-auto size-12" />} title="You're off the list">
        <p role="status" className="mt-3 text-lg">
          {done ? done.message : UNSUBSCRIBE_MESSAGES.already}
        </p>
        <p className="mt-2 text-sm break-words text-muted">{done ? done.email : data.email}</p>
        <p className="mt-6 text-sm text-muted">
          Changed your mind? Join again with the early-access form at the bottom of any page.
        </p>
        <div className="mt-8 flex justify-center">{backToShop('primary')}</div>
      </Frame>
    );
  return (
    <Frame
      icon={<MailX aria-hidden="true" className="mx-auto size-12" />}
      title="Leave the early-access list?"
    >
      <p className="mt-3 text-lg">
        <span className="font-semibold break-words">{data.email}</span> will stop getting early-access e-mails
        and drop alerts.
      </p>
      <p className="mt-2 text-sm text-muted">
        An account with this address stops being an early-access member. Premium and VIP early access come
        with your tier and stay.
      </p>
      {postError ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {unsubscribeErrorText(postError)}
        </p>
      ) : null}
      <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses('outline')}>
          Keep me on the list
        </Link>
        <Button variant="primary" disabled={sending} onClick={() => void leave()}>
          {sending ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
      </div>
    </Frame>
  );
}
