// The admin's sections as links: the sidebar on wide screens, the menu sheet on phones (built screens
// only, see admin-nav-items.ts).
import { clsx } from 'clsx';
import { Circle } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { SCREENS } from '../screen-modules';
import { activeNavPath, navSections } from './admin-nav-items';

const SECTIONS = navSections(SCREENS);

export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const active = activeNavPath(useLocation().pathname, SECTIONS);
  return (
    <nav aria-label="Admin" className="space-y-5 text-sm">
      {SECTIONS.map((section) => (
        <div key={section.label}>
          <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted uppercase">
            {section.label}
          </p>
          <ul className="space-y-0.5">
            {section.items.map((item) => {
              const Icon = item.icon ?? Circle;
              const current = item.path === active;
              return (
                <li key={item.path}>
                  <Link
                    to={`/${item.path}`}
                    aria-current={current ? 'page' : undefined}
                    onClick={onNavigate}
                    className={clsx(
                      'flex min-h-10 items-center gap-2.5 rounded-lg px-3 font-medium transition-colors',
                      item.sub && 'ml-5 min-h-9 text-[13px]',
                      current ? 'bg-ink text-paper' : 'text-ink/85 hover:bg-ink/5',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    <span className="min-w-0 flex-1 truncate">{item.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
