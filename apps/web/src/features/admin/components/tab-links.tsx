// Tabs as links, so the tab is in the address: the chosen one is marked as the current page.
import { clsx } from 'clsx';
import { Link } from 'react-router';

type Tab = { to: string; label: string; current: boolean };

export function TabLinks({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav aria-label={label} className="mb-4 flex flex-wrap gap-1">
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={tab.to}
          aria-current={tab.current ? 'page' : undefined}
          className={clsx(
            'rounded-full px-4 py-2 text-sm font-semibold',
            tab.current ? 'bg-ink text-paper' : 'text-ink/80 hover:bg-ink/5',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
