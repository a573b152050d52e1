// /admin/content: the FAQ page's questions and the static pages' texts, on two tabs (the tab is in
// the address: ?tab=pages).
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { TabLinks } from '../components/tab-links';
import { FaqsSection } from './faqs-section';
import { PagesSection } from './pages-section';

export function Component() {
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'pages' ? 'pages' : 'faqs';
  return (
    <>
      <PageHeader title="Content" description="The FAQ page and the shop’s written pages." />
      <TabLinks
        label="Which content"
        tabs={[
          { to: '?', label: 'FAQs', current: tab === 'faqs' },
          { to: '?tab=pages', label: 'Pages', current: tab === 'pages' },
        ]}
      />
      {tab === 'faqs' ? <FaqsSection /> : <PagesSection />}
    </>
  );
}
