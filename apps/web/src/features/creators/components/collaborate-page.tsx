// /collaborate: what the creators programme offers, and the application (signed in or not). After
// sending, or for a signed-in visitor whose application waits, it says the application was received;
// an approved creator is pointed to their dashboard.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { useApi } from '../../../lib/use-api';
import { creatorStatusQuery } from '../api/creators-api';
import { ApplicationForm } from './application-form';

const OFFERS = [
  [
    'Commission on every order',
    'Your own link and code. Every paid order within 30 days of a click earns you commission, paid by M-Pesa.',
  ],
  ['First pick of the drops', 'We send you pieces before they go live, to style and film.'],
  [
    'Your videos in the shop',
    'Upload your hauls and try-ons; once approved they play on the shop with the pieces tagged.',
  ],
] as const;

export default function CollaboratePage() {
  const headingId = useId();
  const status = useQuery(creatorStatusQuery(useApi()));
  const [sent, setSent] = useState(false);
  // The form opens on request: the page stays short, and the first field takes the focus.
  const [applying, setApplying] = useState(false);
  const waiting = sent || status.data?.application?.status === 'pending';
  return (
    <Container className="py-8 sm:py-12">
      <section aria-labelledby={headingId} className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">Creators programme</p>
        <h1 id={headingId} className="mt-1 text-3xl font-black sm:text-4xl">
          Create with us
        </h1>
        <p className="text-muted mt-3 text-base">
          You film thrift hauls, fits and styling on TikTok or Instagram. We have one-of-a-kind pieces and
          shoppers who love them. Let&apos;s grow together.
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-3">
          {OFFERS.map(([title, text]) => (
            <li key={title} className="rounded-2xl border border-ink/10 bg-white p-4">
              <p className="font-bold">{title}</p>
              <p className="text-muted mt-1 text-sm">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          {status.data?.creator ? (
            <p role="status" className="rounded-2xl bg-emerald-50 p-5 text-emerald-900">
              You are one of our creators.{' '}
              <Link to="/creator-dashboard" className="font-semibold underline">
                Open your creator dashboard
              </Link>
            </p>
          ) : waiting ? (
            <div
              role="status"
              className="rounded-2xl bg-emerald-50 p-5 text-emerald-900"
              data-testid="application-received"
            >
              <p className="text-lg font-bold">Application received</p>
              <p className="mt-1 text-sm">
                Thank you! We read every application and will e-mail you our answer. You can have one
                application open at a time.
              </p>
            </div>
          ) : (
            <>
              {status.data?.application?.status === 'rejected' ? (
                <p className="text-muted mb-4 text-sm">
                  Your last application was not approved. You are welcome to apply again.
                </p>
              ) : null}
              {applying ? (
                <ApplicationForm onSent={() => setSent(true)} />
              ) : (
                <Button size="md" onClick={() => setApplying(true)}>
                  Apply now
                </Button>
              )}
            </>
          )}
        </div>
      </section>
    </Container>
  );
}
