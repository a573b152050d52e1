// The frame of the shop's written pages: one h1, an introduction, then h2 sections, at a line length
// that reads comfortably on a phone and a laptop alike.
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

// Plain elements inside sections get the page's typography without a typography plugin.
const SECTION_TEXT =
  'text-[15px] leading-7 text-ink/85 sm:text-base [&_a]:font-medium [&_a]:text-ink [&_a]:underline [&_a]:decoration-accent [&_a]:decoration-2 [&_a]:underline-offset-2 [&_a:hover]:decoration-ink [&_li]:mt-1.5 [&_li]:pl-1 [&_p+p]:mt-3 [&_p+ul]:mt-2 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5 [&_ul+p]:mt-3';

export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  /** The lead paragraph under the title (the owner's own texts have none). */
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container className="py-10 sm:py-16">
      <article className="mx-auto max-w-2xl">
        <header className="mb-10 border-b border-ink/10 pb-8">
          <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
          {intro ? <div className="mt-4 text-lg leading-8 text-muted">{intro}</div> : null}
        </header>
        <div className="space-y-10">{children}</div>
      </article>
    </Container>
  );
}

/** A titled part of a static page; the id makes it linkable (e.g. /shipping-returns#returns). */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="mb-3 text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <div className={SECTION_TEXT}>{children}</div>
    </section>
  );
}
