// The admin's sections as links: the sidebar on wide screens, the menu sheet on phones. Screens that
// are not built yet stay listed (their route says so honestly) with a "soon" tag.
// Icons the storefront's first page also draws (Heart, the chevrons, SlidersHorizontal) are left out
// of the admin on purpose: sharing one moves lucide's code out of the entry into extra chunks that
// the first download of / then has to fetch (measured: +0.5 KB gzip).
import { clsx } from 'clsx';
import {
  Bell,
  Boxes,
  ChartColumn,
  Circle,
  Clock,
  CreditCard,
  DoorOpen,
  FileText,
  Handshake,
  Bookmark,
  LayoutDashboard,
  Mail,
  MessageCircle,
  MessagesSquare,
  Package,
  Receipt,
  Settings,
  Sparkles,
  Star,
  TicketPercent,
  Trophy,
  Upload,
  Users,
  Video,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { SCREENS } from '../screen-modules';
import { activeNavPath, navSections } from './admin-nav-items';

const ICONS: Record<string, LucideIcon> = {
  admin: LayoutDashboard,
  'admin/orders': Receipt,
  'admin/orders/failed-payments': CreditCard,
  'admin/products': Package,
  'admin/bundles': Boxes,
  'admin/discounts': TicketPercent,
  'admin/users': Users,
  'admin/content': FileText,
  'admin/videos': Video,
  'admin/highlights': Sparkles,
  upload: Upload,
  'admin/early-access': Clock,
  'admin/exit-intent': DoorOpen,
  'admin/fomo': Bell,
  'admin/email-settings': Settings,
  'admin/email-diagnostics': Mail,
  'admin/creators': Star,
  'admin/active-collabs': Handshake,
  'admin/creator-payouts': Wallet,
  'admin/creator-leaderboard': Trophy,
  'admin/customer-analytics': ChartColumn,
  'admin/wishlist-analytics': Bookmark,
  'admin/chat': MessageCircle,
  'admin/chat-analytics': MessagesSquare,
};

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
              const Icon = ICONS[item.path] ?? Circle;
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
                    {item.ready ? null : (
                      <span className="rounded-full bg-current/10 px-1.5 text-[10px] font-semibold tracking-wide uppercase opacity-70">
                        soon
                      </span>
                    )}
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
