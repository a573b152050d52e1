// Progressive hydration for parts of a page that are below the fold (the footer, the home page's
// lower sections). The server renders them in full, so the HTML is complete and readable at once; the
// browser keeps that HTML as it is and fetches the part's code only when it nears the screen or is
// touched, then renders it live. A phone that never scrolls down never downloads it.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Handover } from './island-handover';
import { useNearScreen } from '../../lib/near-screen';

type Load = () => Promise<{ default: ComponentType }>;

const serverParts = new Map<string, ComponentType>();

/** The server renderer registers each island's real component (entry-server.tsx). */
export const registerIslandForServer = (name: string, part: ComponentType) =>
  void serverParts.set(name, part);

export function Island({ name, load, className }: { name: string; load: Load; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [Part, setPart] = useState<ComponentType | null>(() => serverParts.get(name) ?? null);
  const submitted = useRef<number | null>(null);
  const handover = useRef<{ data: Handover; apply: (el: HTMLElement, data: Handover) => void } | null>(null);
  useNearScreen(ref, Part === null, () => {
    // The handover code travels with the part: a page whose islands never go live never loads it.
    Promise.all([load(), import('./island-handover')]).then(
      ([module, { readHandover, applyHandover: apply }]) => {
        if (ref.current) handover.current = { data: readHandover(ref.current, submitted.current), apply };
        setPart(() => module.default);
      },
      // Offline: the server's HTML stays; its links and text still work.
      () => undefined,
    );
  });
  const live = Part !== null;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!live) return holdSubmits(el, (form) => (submitted.current = form));
    if (handover.current) handover.current.apply(el, handover.current.data);
    handover.current = null;
  }, [live]);

  if (Part) {
    return (
      <div ref={ref} className={className}>
        <Part />
      </div>
    );
  }
  // While hydrating, an element with inner HTML keeps the server's markup untouched.
  return (
    <div ref={ref} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}

/** Holds submits of the server's forms until the live part takes over; returns the release. */
function holdSubmits(el: HTMLElement, onSubmit: (formIndex: number) => void): () => void {
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit(Array.from(el.querySelectorAll('form')).indexOf(event.target as HTMLFormElement));
  };
  el.addEventListener('submit', hold);
  return () => el.removeEventListener('submit', hold);
}
