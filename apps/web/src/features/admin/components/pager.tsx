// Paging as links (the page number is in the address): "Showing 26–50 of 120", Previous, Next.
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  noun: string;
};

export function Pager({ page, pageSize, total, hrefFor, noun }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const step = (to: number, label: string, icon: 'prev' | 'next') => {
    const inner = (
      <>
        {icon === 'prev' ? <ArrowLeft aria-hidden="true" className="size-4" /> : null}
        {label}
        {icon === 'next' ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
      </>
    );
    const classes = buttonClasses('outline', 'sm');
    return to >= 1 && to <= pages ? (
      <Link to={hrefFor(to)} className={classes} aria-label={`${label} page (page ${to} of ${pages})`}>
        {inner}
      </Link>
    ) : (
      // No page that way: an inactive button (said as unavailable, and exempt from contrast rules).
      <button type="button" disabled className={classes}>
        {inner}
      </button>
    );
  };
  return (
    <nav aria-label={`Pages of ${noun}`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total.toLocaleString('en-US')} ${noun}`}
      </p>
      {pages > 1 ? (
        <div className="flex gap-2">
          {step(page - 1, 'Previous', 'prev')}
          {step(page + 1, 'Next', 'next')}
        </div>
      ) : null}
    </nav>
  );
}
