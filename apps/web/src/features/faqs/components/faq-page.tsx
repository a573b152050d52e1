// The FAQ page: questions from the shop's database, grouped by category in the order the shop set.
// Server-rendered with its data; if loading fails in the browser the shopper gets the spec's toast and
// a button to try again, and the rest of the page (navbar, footer) keeps working.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { notify } from '../../../lib/notify';
import { useShopConfig } from '../../../lib/shop-config';
import { useSupportChatUrl } from '../../../lib/support-links';
import { useApi } from '../../../lib/use-api';
import { faqsQuery } from '../api/faqs';
import { categoryAnchor, groupFaqs } from '../api/group-faqs';
import { FaqSection } from './faq-list';

export const FAQ_LOAD_ERROR = 'Failed to load FAQs';

function FaqSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        Loading questions…
      </p>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-14 animate-pulse rounded-xl bg-ink/5" />
      ))}
    </div>
  );
}

export function FaqPage() {
  const { supportEmail } = useShopConfig();
  const chatUrl = useSupportChatUrl();
  const faqs = useQuery(faqsQuery(useApi()));
  const failedAt = faqs.isError ? faqs.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(FAQ_LOAD_ERROR);
  }, [failedAt]);
  const groups = groupFaqs(faqs.data?.faqs ?? []);

  let content;
  if (faqs.data && groups.length === 0) {
    content = <p className="text-muted">No questions here yet. Ask us anything below.</p>;
  } else if (faqs.data) {
    content = groups.map((group) => <FaqSection key={group.category} group={group} />);
  } else if (faqs.isError) {
    content = (
      <div className="rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="font-semibold">The questions could not be loaded.</p>
        <p className="mt-1 text-sm text-ink/80">{faqs.error.message}</p>
        <Button
          variant="primary"
          className="mt-4"
          disabled={faqs.isFetching}
          onClick={() => void faqs.refetch()}
        >
          {faqs.isFetching ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  } else {
    content = <FaqSkeleton />;
  }

  return (
    <Container className="py-10 sm:py-16">
      <article className="mx-auto max-w-2xl">
        <header className="mb-8 border-b border-ink/10 pb-8">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">Frequently Asked Questions</h1>
          <p className="mt-4 text-lg leading-8 text-muted">
            Paying with M-Pesa, delivery, returns, sizes and early access: the answers shoppers ask for most.
          </p>
          {groups.length > 1 ? (
            <nav aria-label="FAQ categories" className="mt-6">
              <ul className="flex flex-wrap gap-2">
                {groups.map((group) => (
                  <li key={group.category}>
                    <a
                      href={`#${categoryAnchor(group.category)}`}
                      className="inline-flex min-h-9 items-center rounded-full border border-ink/15 px-3 text-sm font-medium hover:border-ink"
                    >
                      {group.category}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </header>
        <div className="space-y-10">{content}</div>
        <section aria-labelledby="faq-help-heading" className="mt-12 rounded-2xl bg-ink p-6 text-paper">
          <h2 id="faq-help-heading" className="text-lg font-bold">
            Still have a question?
          </h2>
          <p className="mt-2 text-sm text-neutral-300">
            Chat with us on{' '}
            <a
              href={chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-accent underline"
            >
              WhatsApp
            </a>{' '}
            or e-mail{' '}
            <a
              href={`mailto:${supportEmail}`}
              className="font-semibold text-accent underline [overflow-wrap:anywhere]"
            >
              {supportEmail}
            </a>
            .
          </p>
        </section>
      </article>
    </Container>
  );
}
