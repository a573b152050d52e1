// Server-rendered content whose code is already loaded but whose hydration can wait: the browser keeps
// the server's HTML (links work, pictures show) and makes it live when it nears the screen. The home
// grid uses it for every card past the first screen, so a phone does not hydrate 50 cards at once.
// Far-down content can also skip the server's HTML altogether (`serverHtml={false}`): the server sends
// an empty box of the content's size and the browser draws the content when it nears the screen, so
// the first page parses and lays out a short document (the home grid's cards past the sixteenth).
// Rendered in the browser without server HTML (a later navigation), the content renders at once.
import { clsx } from 'clsx';
import { useRef, useState, type ReactNode } from 'react';
import { useNearScreen } from '../lib/near-screen';

export function HydrateWhenVisible({
  id,
  children,
  className,
  look,
  serverHtml = true,
  placeholderClassName,
}: {
  id: string;
  children: ReactNode;
  className?: string;
  /** What the content's server HTML depends on (a view mode): once it changes, render at once. */
  look?: string;
  /** false: the server sends an empty box (sized by `placeholderClassName`) instead of the content. */
  serverHtml?: boolean;
  /** The empty box's size, close to the content's, so drawing the content hardly moves the page. */
  placeholderClassName?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onServer = typeof document === 'undefined';
  // Only while hydrating does the server's element already exist in the document.
  const [waiting, setWaiting] = useState(() => !onServer && document.getElementById(id) !== null);
  const [serverLook] = useState(look);
  // The server's HTML shows another look now: it is stale, so render for real (once and for all).
  if (waiting && look !== serverLook) setWaiting(false);
  // Close to the screen only: hydrating cards is the page's main-thread cost.
  useNearScreen(ref, waiting, () => setWaiting(false), '200px 0px');
  if (!serverHtml && (onServer || waiting)) {
    return <div ref={ref} id={id} className={clsx(className, placeholderClassName)} />;
  }
  if (waiting) {
    return (
      <div
        ref={ref}
        id={id}
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  return (
    <div ref={ref} id={id} className={className}>
      {children}
    </div>
  );
}
