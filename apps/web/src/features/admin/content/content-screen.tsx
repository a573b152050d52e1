// /admin/content: the FAQ page's questions and the static pages' texts, on two tabs (the tab is in
// the address: ?tab=pages).
import { clsx } from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { FaqsSection } from './faqs-section';
import { PagesSection } from './pages-section';

type Tab = 'faqs' | 'pages';

export function Component() {
  const [search] = useSearchParams();
  const tab: Tab = search.get('tab') === 'pages' ? 'pages' : 'faqs';
  const link = (value: Tab, label: string) => (
    <Link
      to={value === 'faqs' ? '?' : '?tab=pages'}
      aria-current={tab === value ? 'page' : undefined}
      className={clsx(
        'rounded-full px-4 py-2 text-sm font-semibold',
        tab === value ? 'bg-ink text-paper' : 'text-ink/80 hover:bg-ink/5',
      )}
    >
      {label}
    </Link>
  );
  return (
    <>
      <PageHeader title="Content" description="The FAQ page and the shop’s written pages." />
      <nav aria-label="Which content" className="mb-4 flex gap-1">
        {link('faqs', 'FAQs')}
        {link('pages', 'Pages')}
      </nav>
      {tab === 'faqs' ? <FaqsSection /> : <PagesSection />}
    </>
  );
}
