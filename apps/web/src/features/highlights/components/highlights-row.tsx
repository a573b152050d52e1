// The home page's story covers under the hero: round pictures with their titles in a row that
// scrolls sideways, each opening the full-screen story viewer (its code loads on the first tap). An
// island: the server renders the row with the highlights; with none, nothing at all (no empty band).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ProductPicture } from '../../../components/ui/product-picture';
import { useApi } from '../../../lib/use-api';
import { highlightsQuery } from '../api/highlights-query';

const StoryViewer = lazy(() => import('./story-viewer'));

export function HighlightsRow() {
  const highlights = useQuery(highlightsQuery(useApi())).data?.highlights ?? [];
  const [opened, setOpened] = useState<number | null>(null);
  if (highlights.length === 0) return null;
  return (
    <section aria-label="Highlights" className="mx-auto max-w-6xl">
      <ul className="flex snap-x gap-4 overflow-x-auto px-4 pt-5 pb-2 [scrollbar-width:none]">
        {highlights.map((highlight, i) => (
          <li key={highlight.id} className="shrink-0 snap-start">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpened(i)}
              className="group flex w-20 flex-col items-center gap-1.5 rounded-2xl p-1 text-center focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <span className="from-accent to-ink block rounded-full bg-gradient-to-tr p-[3px]">
                <span className="bg-paper block rounded-full p-[2px]">
                  <span className="block size-16 overflow-hidden rounded-full bg-neutral-100">
                    <ProductPicture
                      src={highlight.cover_image}
                      alt=""
                      sizes="64px"
                      width={64}
                      height={64}
                      className="size-full object-cover transition-transform group-hover:scale-105"
                    />
                  </span>
                </span>
              </span>
              <span className="line-clamp-2 text-xs leading-tight font-semibold">{highlight.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {opened !== null ? (
          <StoryViewer highlights={highlights} start={opened} onClose={() => setOpened(null)} />
        ) : null}
      </Suspense>
    </section>
  );
}

export default HighlightsRow;
