// The questions of one category as an accordion. Native <details>/<summary>: keyboard and screen
// readers know it as a disclosure, it works before the page's JavaScript arrives, and the browser's
// find-in-page opens the answer it finds.
import { ChevronDown } from 'lucide-react';
import type { FaqGroup } from '../api/group-faqs';
import { categoryAnchor } from '../api/group-faqs';

export function FaqSection({ group }: { group: FaqGroup }) {
  const anchor = categoryAnchor(group.category);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-heading`} className="scroll-mt-24">
      <h2 id={`${anchor}-heading`} className="mb-3 text-xl font-bold tracking-tight sm:text-2xl">
        {group.category}
      </h2>
      <ul className="space-y-2">
        {group.faqs.map((faq) => (
          <li key={faq.id}>
            <details className="group rounded-xl border border-ink/10 bg-white open:border-ink/25">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                <span>{faq.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-4 pb-4 text-[15px] leading-7 whitespace-pre-line text-ink/85">{faq.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
