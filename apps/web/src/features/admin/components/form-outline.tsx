// A long form's outline: on a phone the product editor is one tall column, so a row of links stays
// under the top bar and jumps to each section; a section holding a problem is marked. The links move
// the focus to the section too, so a keyboard or screen-reader user lands where they asked.
import { clsx } from 'clsx';

export type OutlineSection = { anchor: string; title: string; problem?: boolean };

export function FormOutline({ sections, className }: { sections: OutlineSection[]; className?: string }) {
  const go = (anchor: string) => {
    const section = document.getElementById(anchor);
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.focus({ preventScroll: true });
  };
  return (
    <nav
      aria-label="Sections of the form"
      className={clsx(
        'sticky top-14 z-20 -mx-4 border-b border-ink/10 bg-paper/95 px-4 py-2 backdrop-blur sm:mx-0',
        className,
      )}
    >
      <ul className="flex gap-2 overflow-x-auto">
        {sections.map((section) => (
          <li key={section.anchor} className="shrink-0">
            <a
              href={`#${section.anchor}`}
              onClick={(event) => {
                // The router would treat the address change as a new visit: scroll here instead.
                event.preventDefault();
                go(section.anchor);
              }}
              className={clsx(
                'inline-flex min-h-10 items-center gap-1 rounded-full border bg-white px-3 text-sm font-medium',
                section.problem ? 'border-red-600 text-red-700' : 'border-ink/15',
              )}
            >
              {section.title}
              {section.problem ? <span className="sr-only"> (has a problem)</span> : null}
              {section.problem ? (
                <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether any problem's field (a path like "variants.0.size") starts with one of the fields. */
export const hasProblem = (errors: Record<string, unknown>, fields: readonly string[]) =>
  Object.keys(errors).some((path) => fields.some((field) => path === field || path.startsWith(`${field}.`)));
