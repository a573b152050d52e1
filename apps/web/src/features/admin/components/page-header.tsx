// The top of every admin screen: its heading (which takes the focus when the screen opens, so a
// screen-reader user hears where they landed), a line of context and the screen's main actions.
import { Download, Plus, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses, type ButtonVariant } from '../../../components/ui/button';

type Props = { title: ReactNode; description?: ReactNode; actions?: ReactNode; badges?: ReactNode };

export function PageHeader({ title, description, actions, badges }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  // Only a new screen moves the focus; changing a filter (the query string) leaves it where it is.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h1
            ref={heading}
            tabIndex={-1}
            // The focus is put here for screen readers; the page's own focus ring (an unlayered rule
            // in app.css) would frame the heading on every screen change.
            style={{ outline: 'none' }}
            className="text-2xl font-black tracking-tight"
          >
            {title}
          </h1>
          {badges}
        </div>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** One of the screen's main actions that opens another screen (Create discount, Failed payments). */
export function HeaderLink({
  to,
  icon: Icon = Plus,
  variant = 'primary',
  children,
}: {
  to: string;
  icon?: LucideIcon;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClasses(variant, 'sm')}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/**
 * Downloads the list as a CSV file with the filters on screen (the address's query string; the
 * server ignores the page). A plain link: the browser saves the file, signed in by its cookie.
 */
export function HeaderDownload({ path, children }: { path: string; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <a href={`${path}${search}`} download className={buttonClasses('outline', 'sm')}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
